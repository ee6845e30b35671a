import { useLocation } from '@docusaurus/router';
import { useRef, useState, type ReactNode } from 'react';
import { markdownTwinPath, pageActionsAttribute } from '../../utils/markdown-twin';
import styles from './styles.module.css';

interface Fetched {
  address: string;
  text: Promise<string>;
}

/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin, a file of the site itself.
 * The twin is fetched when the reader points at or focuses the button (before the click), so
 * the page carries none of it and a copy needs no network once the reader reached for it.
 */
export default function PageMarkdown(): ReactNode {
  const address = markdownTwinPath(useLocation().pathname);
  const fetched = useRef<Fetched | undefined>(undefined);
  const [status, setStatus] = useState('');

  const twin = (): Promise<string> => {
    if (fetched.current?.address !== address) {
      const text = fetch(address).then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
      );
      // A failed fetch on hover is reported only if the reader then copies.
      text.catch(() => undefined);
      fetched.current = { address, text };
    }
    return fetched.current.text;
  };

  const copy = async (): Promise<void> => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(await twin());
      setStatus('Page copied as Markdown.');
    } catch {
      fetched.current = undefined;
      setStatus('The page could not be copied; open it with "View as Markdown".');
    }
  };

  return (
    <div className={styles.actions} {...{ [pageActionsAttribute]: '' }}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onPointerEnter={() => void twin()}
        onFocus={() => void twin()}
        onClick={() => void copy()}
      >
        Copy page
      </button>
      <a className="button button--sm button--link" href={address}>
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
