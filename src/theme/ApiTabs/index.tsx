import ApiTabs, { type Props } from '@theme-original/ApiTabs';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  type ReactElement,
  type ReactNode,
} from 'react';
import { statusClass, statusTitle } from '@site/src/utils/http-status';

interface TabItemProps {
  readonly value: string;
  readonly children?: ReactNode;
  readonly attributes?: { readonly className?: string; readonly [attribute: string]: unknown };
}

/** `#response-429` for the operation's responses; `#<id>-429` for other groups (callbacks). */
function anchorPrefix(id: string | undefined): string {
  return id === undefined || id === 'responses' ? 'response-' : `${id}-`;
}

/**
 * The responses of an operation, one tab per status (the theme's StatusCodes). Each tab says
 * its status class (2xx, 3xx, 4xx) in a class name the site's CSS draws, and its panel opens
 * with a heading, `429 Too Many Requests`, whose anchor `#response-429` selects that tab. The
 * server's HTML holds every panel, so the search index has a section per status and a hit for
 * "429" lands on its panel rather than on the Responses heading with 200 selected.
 */
export default function ApiTabsWithStatusAnchors(props: Props): ReactNode {
  const prefix = anchorPrefix(props.id);
  const { hash } = useLocation();
  // While React hydrates, the tabs must match the server's HTML, which knows no hash; the
  // theme mounts its tabs again once the page has hydrated, and the hash counts from then.
  const isBrowser = useIsBrowser();
  const tabs = Children.toArray(props.children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child),
  );
  const chosen = isBrowser
    ? tabs.map((tab) => String(tab.props.value)).find((value) => hash === `#${prefix}${value}`)
    : undefined;

  useEffect(() => {
    if (chosen === undefined) return undefined;
    const show = (): void => document.getElementById(`${prefix}${chosen}`)?.scrollIntoView();
    // After the router's own scrolling, which found the heading hidden in its closed panel.
    const frame = requestAnimationFrame(show);
    // The sections above the responses (the parameters, the request sample) are drawn once
    // their code arrives and push the heading down: keep it where the link put it, until the
    // reader moves the page themselves.
    const main = document.querySelector('main');
    const observer = new ResizeObserver(show);
    if (main) observer.observe(main);
    const readerMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const letGo = (): void => observer.disconnect();
    for (const type of readerMoves) window.addEventListener(type, letGo, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      for (const type of readerMoves) window.removeEventListener(type, letGo);
    };
  }, [chosen, prefix, hash]);

  const children = tabs.map((tab) => {
    const status = String(tab.props.value);
    const kind = statusClass(status);
    return cloneElement(tab, {
      attributes: {
        ...tab.props.attributes,
        className: clsx(tab.props.attributes?.className, kind && `openapi-status--${kind}`),
        title: statusTitle(status),
      },
      children: (
        <>
          <Heading as="h3" id={`${prefix}${status}`} className="openapi-status__heading">
            {statusTitle(status)}
          </Heading>
          {tab.props.children}
        </>
      ),
    });
  });

  return (
    <ApiTabs key={chosen} {...props} defaultValue={chosen ?? props.defaultValue}>
      {children}
    </ApiTabs>
  );
}
