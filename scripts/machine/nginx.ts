import path from 'node:path';
import { firstExecutable } from './executables';

/** nginx: NGINX_PATH, else Debian's /usr/sbin (not on every user's PATH), else the PATH. */
export function findNginx(): string | undefined {
  return firstExecutable([
    process.env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
  ]);
}
