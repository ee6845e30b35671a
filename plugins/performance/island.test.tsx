import { describe, expect, it } from 'vitest';
import { renderAsTheBuildDoes } from '../../tests/support/render-static';
import { island } from './island';

function Greeting({ name }: { name: string }) {
  return <p className="greeting">Hello, {name}</p>;
}

function Placeholder() {
  return <p className="placeholder">Loading</p>;
}

const loadGreeting = async () => Greeting;

function Dose() {
  return <li>dose</li>;
}

describe('island', () => {
  it('writes the whole component into the HTML when the server HTML stands in for it', async () => {
    const Island = island(loadGreeting, {
      name: 'Greeting',
      until: 'hydrated',
      meanwhile: 'server-html',
      fallback: Placeholder,
    });
    const html = await renderAsTheBuildDoes(<Island name="Ada" />);
    expect(html).toContain('<p class="greeting">Hello, <!-- -->Ada</p>');
    expect(html).not.toContain('placeholder');
  });

  it('writes only the placeholder for a component drawn in the browser', async () => {
    let loads = 0;
    const Island = island(
      async () => {
        loads += 1;
        return Greeting;
      },
      { name: 'Greeting', until: 'hydrated', meanwhile: Placeholder },
    );
    const html = await renderAsTheBuildDoes(<Island name="Ada" />);
    expect(html).toContain('<p class="placeholder">Loading</p>');
    expect(html).not.toContain('greeting');
    // The server never asks for the code: only the browser does, once the page has hydrated.
    expect(loads).toBe(0);
  });

  it('adds no element of its own around a component that never hydrates over its server HTML', async () => {
    const Item = island(async () => Dose, {
      name: 'Item',
      until: 'hydrated',
      meanwhile: 'server-html',
      neverHydrated: true,
    });
    const html = await renderAsTheBuildDoes(
      <ul>
        <Item />
      </ul>,
    );
    // React marks a Suspense boundary with comments, which are no elements.
    expect(html.replace(/<!--.*?-->/g, '')).toBe('<ul><li>dose</li></ul>');
  });

  it('gives an island that waits for the viewport a box of its own to observe', async () => {
    const Observed = island(loadGreeting, {
      name: 'Greeting',
      until: 'near-viewport',
      meanwhile: Placeholder,
    });
    const Contents = island(loadGreeting, {
      name: 'Greeting',
      until: 'hydrated',
      meanwhile: Placeholder,
    });
    const observedHtml = await renderAsTheBuildDoes(<Observed name="Ada" />);
    expect(observedHtml).toMatch(/^<div><p class="placeholder">/);
    const contentsHtml = await renderAsTheBuildDoes(<Contents name="Ada" />);
    expect(contentsHtml).toMatch(/^<div class="[^"]+"><p class="placeholder">/);
  });

  it('loads the code once, whether asked ahead by preload or by the island itself', async () => {
    let loads = 0;
    const Island = island(
      async () => {
        loads += 1;
        return Greeting;
      },
      { name: 'Greeting', until: 'hydrated', meanwhile: 'server-html' },
    );
    expect(loads).toBe(0);
    await expect(Island.preload()).resolves.toBe(Greeting);
    const html = await renderAsTheBuildDoes(<Island name="Ada" />);
    expect(html).toContain('Hello, <!-- -->Ada');
    expect(loads).toBe(1);
  });
});
