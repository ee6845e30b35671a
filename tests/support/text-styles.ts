import type { Page } from '@playwright/test';
import type { Element as ParsedElement } from 'domhandler';
import { builtRoutes, loadRoute } from '../../scripts/site-build/build-output';

/** What an element says about how its text looks: its tag, classes and inline style. */
type OwnLook = { tag: string; classes: string; style: string };

/** An element holding text, by its own look and its parent's. */
type TextElement = OwnLook & { parent?: OwnLook };

/** A colour as the browser writes it, `rgb(r,g,b)`: the build's minifier writes some as hex. */
function asRgb(declarations: string): string {
  return declarations.replace(/#([0-9a-f]{3}|[0-9a-f]{6})\b/gi, (_, hex: string) => {
    const digits = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
    const channels = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
    return `rgb(${channels.join(',')})`;
  });
}

/** The part of an element's look that colours can depend on: tag, classes, inline colours. */
function lookOf({ tag, classes, style }: OwnLook): string {
  const classList = classes.split(/\s+/).filter(Boolean).sort().join('.');
  const colours = style.match(/(?:^|;)\s*(?:color|background(?:-color)?|fill)\s*:[^;]+/g);
  const inline = colours ? `|${asRgb(colours.join(';').replace(/[\s;]+/g, ''))}` : '';
  return `${tag.toLowerCase()}.${classList}${inline}`;
}

/**
 * A text style: the look of an element holding text, and its parent's. The stylesheets choose
 * an element's colours by these (a code token's highlighting, a link in an admonition, a
 * diagram's label); the words it holds do not change them.
 */
function textStyle({ parent, ...own }: TextElement): string {
  return `${parent ? `${lookOf(parent)} > ` : ''}${lookOf(own)}`;
}

function ownLook({ tagName, attribs }: ParsedElement): OwnLook {
  return { tag: tagName, classes: attribs.class ?? '', style: attribs.style ?? '' };
}

type ColourPlan = { everyStyle: Set<string>; firstShownOn: Map<string, Set<string>> };

let plan: ColourPlan | undefined;

/** Every text style of the build, and for each page the styles no page before it shows. */
function colourPlan(): ColourPlan {
  if (plan) return plan;
  const everyStyle = new Set<string>();
  const firstShownOn = new Map<string, Set<string>>();
  for (const route of builtRoutes()) {
    const $ = loadRoute(route);
    const first = new Set<string>();
    $('body *').each((_, element) => {
      if (!element.children.some((child) => child.type === 'text' && child.data.trim() !== '')) {
        return;
      }
      const parent = element.parent?.type === 'tag' ? ownLook(element.parent) : undefined;
      const style = textStyle({ ...ownLook(element), parent });
      if (!everyStyle.has(style)) first.add(style);
      everyStyle.add(style);
    });
    firstShownOn.set(route, first);
  }
  plan = { everyStyle, firstShownOn };
  return plan;
}

/** The attribute markTextStylesToCheck puts on the elements whose colours are to be checked. */
export const colourCheckSelector = '[data-colour-check]';

/**
 * Marks the elements of the loaded page whose colours no other page stands for: those of the
 * text styles the build shows first on this route (in sorted order), and those of styles the
 * build does not hold at all (drawn in the browser, such as an operation page's explorer).
 * Every text style of the site is so checked on one page that shows it, and a new component or
 * colour is checked where it first appears. Gives how many elements it marked.
 */
export async function markTextStylesToCheck(page: Page, route: string): Promise<number> {
  const { everyStyle, firstShownOn } = colourPlan();
  const firstHere = firstShownOn.get(route) ?? new Set<string>();
  const holdingText = await page.evaluateHandle(() =>
    Array.from(document.body.querySelectorAll('*')).filter((element) =>
      Array.from(element.childNodes).some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      ),
    ),
  );
  const elements = await holdingText.evaluate((list): TextElement[] => {
    const look = (element: Element): OwnLook => ({
      tag: element.localName,
      classes: element.getAttribute('class') ?? '',
      style: element.getAttribute('style') ?? '',
    });
    return list.map((element) => ({
      ...look(element),
      parent: element.parentElement ? look(element.parentElement) : undefined,
    }));
  });
  const toCheck = elements.flatMap((element, index) => {
    const style = textStyle(element);
    return firstHere.has(style) || !everyStyle.has(style) ? [index] : [];
  });
  await holdingText.evaluate((list, indexes) => {
    for (const index of indexes) list[index]?.setAttribute('data-colour-check', '');
  }, toCheck);
  await holdingText.dispose();
  return toCheck.length;
}
