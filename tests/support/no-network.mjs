// Preloaded into a process under test (NODE_OPTIONS=--import <this file's URL>): every way Node opens
// a connection or sends a datagram throws, and each attempt is appended to the file named by
// NO_NETWORK_LOG, so a test can prove the process never tried, even where it caught the error.
import { appendFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import http from 'node:http';
import https from 'node:https';
import http2 from 'node:http2';
import dgram from 'node:dgram';
import dns from 'node:dns';

const log = process.env.NO_NETWORK_LOG;
if (!log) throw new Error('no-network.mjs needs NO_NETWORK_LOG, the file that records attempts');

function refuse(what) {
  return function refused() {
    appendFileSync(log, `${what}\n`);
    throw new Error(`${what}: this process may not use the network`);
  };
}

net.Socket.prototype.connect = refuse('net.Socket.connect');
net.connect = refuse('net.connect');
net.createConnection = refuse('net.createConnection');
net.Server.prototype.listen = refuse('net.Server.listen');
tls.connect = refuse('tls.connect');
http.request = refuse('http.request');
http.get = refuse('http.get');
https.request = refuse('https.request');
https.get = refuse('https.get');
http2.connect = refuse('http2.connect');
dgram.createSocket = refuse('dgram.createSocket');
dns.lookup = refuse('dns.lookup');
dns.resolve = refuse('dns.resolve');
globalThis.fetch = refuse('fetch');
globalThis.WebSocket = refuse('WebSocket');
