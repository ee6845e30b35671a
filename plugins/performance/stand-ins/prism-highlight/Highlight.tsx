import { useCallback, useMemo, type ReactElement } from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  RenderProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import { registerLanguage } from './languages';
import { tokensToLines } from './lines';
import { Prism } from './prism';
import { themeDictionary, tokenStyle } from './theme-dictionary';

/**
 * prism-react-renderer's `Highlight` render-prop component, same props and render props
 * (except that without a `theme` it adds no inline styles, where the library uses vsDark),
 * highlighting with the site's own Prism (./prism) instead of the twenty-odd languages the
 * library bundles into the same module. The library's `Highlight` cannot be imported
 * without them; `Highlight.test.tsx` renders every code block of the site with both and
 * requires identical markup.
 */
export function Highlight({
  children,
  language: givenLanguage,
  code,
  theme,
  prism = Prism,
}: HighlightProps): ReactElement {
  const language = givenLanguage.toLowerCase();
  registerLanguage(prism, language);
  const dictionary = useMemo(
    () => (theme ? themeDictionary(theme, language) : undefined),
    [theme, language],
  );
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return tokensToLines([code]);
    const env = { code, grammar, language, tokens: [] as ReturnType<typeof prism.tokenize> };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return tokensToLines(env.tokens);
  }, [prism, code, grammar, language]);

  const getLineProps = useCallback(
    ({ className, style, line, ...rest }: LineInputProps): LineOutputProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? { ...dictionary?.plain, ...style } : dictionary?.plain,
    }),
    [dictionary],
  );
  const getTokenProps = useCallback(
    ({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => {
      const themed = dictionary && tokenStyle(dictionary, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...themed, ...style } : themed,
      };
    },
    [dictionary],
  );

  const renderProps: RenderProps = {
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary?.root ?? {},
    getLineProps,
    getTokenProps,
  };
  return children(renderProps);
}
