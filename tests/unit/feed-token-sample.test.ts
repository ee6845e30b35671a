import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fencedBlocksOfFile } from '../support/markdown-json-blocks';

/**
 * The intro guide's check of the notification token, run as printed: it must accept the token
 * (and, during a change, the previous one) and refuse anything else, a token of another length
 * included, without throwing, since Node's timingSafeEqual throws on inputs of different lengths.
 */
const guide = 'docs/guides/medication-module/intro.md';
const run = promisify(execFile);

function sample(): string {
  const block = fencedBlocksOfFile(guide).find(
    (candidate) =>
      candidate.language === 'js' && candidate.content.includes('function isFromTheModule('),
  );
  if (!block) throw new Error(`${guide} shows no isFromTheModule sample`);
  return block.content;
}

async function verdicts(
  headers: (string | undefined)[],
  env: Record<string, string>,
): Promise<unknown[]> {
  const code = `${sample()}\nconsole.log(JSON.stringify(${JSON.stringify(headers)}.map((header) => {
    try { return isFromTheModule(header ?? undefined); } catch (error) { return 'threw ' + error.code; }
  })));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code], {
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 30_000,
  });
  return JSON.parse(stdout) as unknown[];
}

describe('the notification token check of the intro guide', () => {
  const token = 'k4Jx0Pq9Lw2mZr7Tv5Ns8Ye3Ub6Ic1Oa0Hd4Gf7Qw';

  it('accepts the token and refuses others, whatever their length, without throwing', async () => {
    expect(
      await verdicts(
        [
          `Bearer ${token}`,
          `Bearer ${token.slice(0, -1)}X`,
          `Bearer ${token.slice(0, 5)}`,
          `Bearer ${token}${token}`,
          'Bearer',
          '',
          undefined,
        ],
        { FEED_TOKEN: token },
      ),
    ).toEqual([true, false, false, false, false, false, false]);
  });

  it('accepts the previous token only while it is configured', async () => {
    const previous = 'previous-feed-token-0123456789abcdef-ZYXW';
    expect(
      await verdicts([`Bearer ${previous}`, `Bearer ${token}`], {
        FEED_TOKEN: token,
        FEED_TOKEN_PREVIOUS: previous,
      }),
    ).toEqual([true, true]);
    expect(await verdicts([`Bearer ${previous}`], { FEED_TOKEN: token })).toEqual([false]);
  });
});
