import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useEffect, useState, type ReactNode } from 'react';
import { useServerMarkup } from '@site/src/hooks/use-server-markup';

interface Props {
  /**
   * The diagram as its build drew it: the SVG markup in the server's bundle, and the address
   * of the same SVG as a file in the browser's (plugins/mermaid-diagrams).
   */
  readonly source: string;
  /** Where the build publishes the drawing as an SVG file, relative to the site's base URL. */
  readonly file: string;
  /** The diagram's accessible title, which also names the link to the drawing. */
  readonly title: string;
  /** The drawing's viewBox (min-x, min-y, width, height): its width is the width it was drawn at. */
  readonly viewBox: string;
}

/**
 * A Mermaid diagram drawn while the site builds. The page's HTML carries it inline (text a
 * reader can find and select, a title and description for screen readers), and hydration
 * keeps that markup. A client-side navigation loads the same SVG from its file instead: in
 * the page's JavaScript the drawing would be tens of kilobytes that every first load of the
 * page downloads and parses for nothing.
 */
export default function MermaidDiagram({ source, file, title, viewBox }: Props): ReactNode {
  const fileUrl = useBaseUrl(file);
  return (
    <div className="mermaid-figure">
      <Drawing source={source} title={title} viewBox={viewBox} />
      {/*
       * Fitted to the column, a wide diagram's labels get small on a phone. The drawing on
       * its own, which the browser zooms and scrolls, is one link away, with or without
       * JavaScript.
       */}
      <a className="mermaid-figure__open" href={fileUrl} aria-label={`Open full size: ${title}`}>
        Open full size
      </a>
    </div>
  );
}

function Drawing({ source, title, viewBox }: Omit<Props, 'file'>): ReactNode {
  const { keep, attributes } = useServerMarkup();
  const loads = ExecutionEnvironment.canUseDOM && !keep;
  const [loaded, setLoaded] = useState<{ svg: string } | { failed: true }>();

  useEffect(() => {
    if (!loads) return undefined;
    const controller = new AbortController();
    fetch(source, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
        return response.text();
      })
      .then(
        (svg) => setLoaded({ svg }),
        () => {
          if (!controller.signal.aborted) setLoaded({ failed: true });
        },
      );
    return () => controller.abort();
  }, [loads, source]);

  if (loaded && 'failed' in loaded) {
    return <p className="mermaid-diagram">The diagram “{title}” did not load.</p>;
  }
  const box = { className: 'mermaid-diagram', ...attributes };
  if (loads && !loaded) {
    const drawnWidth = Number(viewBox.split(/[\s,]+/)[2]) || 0;
    // An empty drawing of the same size and sizing rules holds the diagram's place, so
    // the text below it (perhaps the heading a link pointed to) does not move when it comes.
    return (
      <div {...box} aria-busy>
        <svg viewBox={viewBox} width="100%" style={{ maxWidth: drawnWidth }} aria-hidden />
      </div>
    );
  }
  const svg = ExecutionEnvironment.canUseDOM ? (loaded?.svg ?? '') : source;
  return <div {...box} suppressHydrationWarning={keep} dangerouslySetInnerHTML={{ __html: svg }} />;
}
