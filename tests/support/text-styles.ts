import type { JSHandle, Page } from '@playwright/test';
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
  const holdingText = await elementsHoldingText(page, 'body', { shownOnly: false });
  const chains = await lookChains(holdingText, { levels: 2 });
  const toCheck = chains.flatMap(([own, parent], index) => {
    const style = own ? textStyle({ ...own, parent }) : '';
    return firstHere.has(style) || !everyStyle.has(style) ? [index] : [];
  });
  await markElements(holdingText, toCheck, 'data-colour-check');
  return toCheck.length;
}

/**
 * Marks, inside the element `scope` selects, one shown element of each look among those holding
 * text, where a look is the element's own and that of every element around it up to `scope`
 * (tag, classes, inline colours): the stylesheets choose colours and backgrounds by those alone.
 * A state drawn in the browser that repeats one component many times (a report's fifty entries,
 * a schema's rows) is so checked once per component and once per place it sits in, not once per
 * repetition. Marks with the attribute of `colourCheckSelector`; gives how many it marked.
 */
export async function markOneElementPerLook(page: Page, scope: string): Promise<number> {
  const holdingText = await elementsHoldingText(page, scope, { shownOnly: true });
  const chains = await lookChains(holdingText, { upTo: scope });
  const seen = new Set<string>();
  const toCheck = chains.flatMap((chain, index) => {
    const look = chain.map(lookOf).join(' < ');
    if (seen.has(look)) return [];
    seen.add(look);
    return [index];
  });
  await markElements(holdingText, toCheck, 'data-colour-check');
  return toCheck.length;
}

/** The elements inside the one `root` selects with text of their own (only those shown, if asked). */
function elementsHoldingText(
  page: Page,
  root: string,
  { shownOnly }: { shownOnly: boolean },
): Promise<JSHandle<Element[]>> {
  return page
    .locator(root)
    .evaluateHandle(
      (container, onlyShown) =>
        Array.from(container.querySelectorAll('*')).filter(
          (element) =>
            (!onlyShown ||
              element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) &&
            Array.from(element.childNodes).some(
              (child) =>
                child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
            ),
        ),
      shownOnly,
    );
}

/**
 * Each element's look followed by those of the elements around it: `levels` of them in all, or
 * up to and including the element `upTo` selects.
 */
function lookChains(
  list: JSHandle<Element[]>,
  stop: { levels: number } | { upTo: string },
): Promise<OwnLook[][]> {
  return list.evaluate(
    (elements, { levels, upTo }) =>
      elements.map((element) => {
        const chain: OwnLook[] = [];
        for (let at: Element | null = element; at; at = at.parentElement) {
          chain.push({
            tag: at.localName,
            classes: at.getAttribute('class') ?? '',
            style: at.getAttribute('style') ?? '',
          });
          if (chain.length === levels || (upTo !== undefined && at.matches(upTo))) break;
        }
        return chain;
      }),
    'levels' in stop ? { levels: stop.levels, upTo: undefined } : { levels: 0, upTo: stop.upTo },
  );
}

/** Puts `attribute` on the elements of `list` at `indexes`, and lets the list go. */
async function markElements(
  list: JSHandle<Element[]>,
  indexes: number[],
  attribute: string,
): Promise<void> {
  await list.evaluate(
    (elements, { at, name }) => {
      for (const index of at) elements[index]?.setAttribute(name, '');
    },
    { at: indexes, name: attribute },
  );
  await list.dispose();
}

/** The attribute markTextRestyledByWidth puts on the elements to check at the narrowest width. */
export const widthColourCheckSelector = '[data-width-colour-check]';

/** The restyled text styles this worker has checked at the narrowest width, on earlier pages. */
const restyledChecked = new Set<string>();

/** The stylesheets a page had (by address, or size when inline) and the rules read from them. */
type WidthRules = { stylesheets: string; selectors: string[] };

/** Every page of the site loads the same stylesheets: they are read once per worker. */
let widthRules: WidthRules | undefined;

/**
 * The selectors of the style rules that set, by the viewport's width, an element's colours or
 * the size and weight that decide which contrast its text needs: rules inside an `@media` on
 * the width or orientation, and rules that read a custom property such a rule sets.
 */
function restylingRules(known: WidthRules | undefined): WidthRules {
  const stylesheets = Array.from(
    document.styleSheets,
    (sheet) => sheet.href ?? `inline ${sheet.cssRules.length}`,
  ).join(' ');
  if (known?.stylesheets === stylesheets) return known;
  const contrastProperty =
    /^(color|-webkit-text-fill-color|background|background-color|background-image|opacity|filter|mix-blend-mode|text-shadow|font|font-size|font-weight)$/;
  const styleRules: { rule: CSSStyleRule; byWidth: boolean }[] = [];
  const collect = (rules: CSSRuleList, byWidth: boolean): void => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) styleRules.push({ rule, byWidth });
      else if (rule instanceof CSSMediaRule) {
        collect(
          rule.cssRules,
          byWidth || /width|orientation|aspect-ratio/.test(rule.conditionText),
        );
      } else if (rule instanceof CSSGroupingRule) collect(rule.cssRules, byWidth);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules, false);
  // A shorthand that reads a custom property lists none of its longhands.
  const declarations = (style: CSSStyleDeclaration): [string, string][] =>
    [...Array.from(style), 'background', 'font']
      .map((name): [string, string] => [name, style.getPropertyValue(name)])
      .filter(([, value]) => value !== '');
  const widthProperties = new Set<string>();
  const readsWidthProperty = (value: string): boolean =>
    Array.from(value.matchAll(/var\(\s*(--[\w-]+)/g)).some(([, name]) =>
      widthProperties.has(name ?? ''),
    );
  for (const { rule, byWidth } of styleRules) {
    if (!byWidth) continue;
    for (const [name] of declarations(rule.style)) {
      if (name.startsWith('--')) widthProperties.add(name);
    }
  }
  // A custom property defined from one that depends on the width depends on it too.
  const definitions = styleRules.flatMap(({ rule }) =>
    declarations(rule.style).filter(([name]) => name.startsWith('--')),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, value] of definitions) {
      if (!widthProperties.has(name) && readsWidthProperty(value)) {
        widthProperties.add(name);
        grew = true;
      }
    }
  }
  const selectors = new Set<string>();
  for (const { rule, byWidth } of styleRules) {
    const restyles = declarations(rule.style).some(
      ([name, value]) => contrastProperty.test(name) && (byWidth || readsWidthProperty(value)),
    );
    if (restyles) selectors.add(rule.selectorText);
  }
  return { stylesheets, selectors: [...selectors] };
}

/**
 * Marks the elements holding text that a width-dependent rule (restylingRules) restyles, itself
 * or through an element around it (a card's background behind its cells' text), and that no
 * earlier page of this worker showed in the same look under the same rules. The rules come
 * from the stylesheets the page has loaded, so a new width-dependent colour is checked on the
 * first page that shows it. Gives how many elements it marked.
 */
export async function markTextRestyledByWidth(page: Page): Promise<number> {
  const known = widthRules;
  const rules = await page.evaluate(restylingRules, known);
  widthRules = rules;
  const restyled = await page.evaluateHandle((selectors) => {
    // A pseudo-element's colours fall on its element's box: the element stands for it.
    const pseudoElement =
      /::?(?:before|after|marker|placeholder|first-line|first-letter|selection|backdrop|file-selector-button|-webkit-[\w-]+)(?:\([^)]*\))?/g;
    const rulesOf = new Map<Element, string[]>();
    for (const selector of selectors) {
      for (const element of Array.from(
        document.querySelectorAll(selector.replace(pseudoElement, '')),
      )) {
        rulesOf.set(element, [...(rulesOf.get(element) ?? []), selector]);
      }
    }
    const holdsText = (element: Element): boolean =>
      Array.from(element.childNodes).some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      );
    // Each restyled subtree once: from the outermost restyled elements down.
    const insideRestyled = (element: Element): boolean => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        if (rulesOf.has(at)) return true;
      }
      return false;
    };
    const outermost = [...rulesOf.keys()].filter((element) => !insideRestyled(element));
    const found: { element: Element; rules: string[] }[] = [];
    for (const top of outermost) {
      for (const element of [top, ...Array.from(top.querySelectorAll('*'))]) {
        if (!holdsText(element)) continue;
        const applying = new Set<string>();
        for (let at: Element | null = element; at; at = at === top ? null : at.parentElement) {
          for (const rule of rulesOf.get(at) ?? []) applying.add(rule);
        }
        found.push({ element, rules: [...applying].sort() });
      }
    }
    return found;
  }, rules.selectors);
  const described = await restyled.evaluate((list) => {
    const look = (element: Element): OwnLook => ({
      tag: element.localName,
      classes: element.getAttribute('class') ?? '',
      style: element.getAttribute('style') ?? '',
    });
    return list.map(({ element, rules }) => ({
      rules,
      text: {
        ...look(element),
        parent: element.parentElement ? look(element.parentElement) : undefined,
      },
    }));
  });
  const toCheck = described.flatMap(({ rules, text }, index) => {
    const key = `${rules.join(' | ')} :: ${textStyle(text)}`;
    if (restyledChecked.has(key)) return [];
    restyledChecked.add(key);
    return [index];
  });
  await restyled.evaluate((list, indexes) => {
    for (const index of indexes) list[index]?.element.setAttribute('data-width-colour-check', '');
  }, toCheck);
  await restyled.dispose();
  return toCheck.length;
}
