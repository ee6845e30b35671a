import type { ReactNode } from 'react';

interface Props {
  /** Where the site serves the OpenAPI description (the plugin's `downloadUrl`). */
  readonly url: string;
}

/**
 * The "Export" menu of the API introduction page, with the same markup as the theme's,
 * but its link downloads by itself: `download` on a same-site link saves the file. The
 * theme's version cancels the link and calls file-saver from a click handler, which needs
 * the page's JavaScript (about 5 KB gzip more on this page) and does nothing until the page
 * has hydrated; file-saver does the same `download` link click for a same-site address.
 */
export default function Export({ url }: Props): ReactNode {
  const fileName = url.slice(url.lastIndexOf('/') + 1);
  return (
    <div style={{ float: 'right' }} className="dropdown dropdown--hoverable dropdown--right">
      <button type="button" className="export-button button button--sm button--secondary">
        Export
      </button>
      <ul className="export-dropdown dropdown__menu">
        <li>
          <a className="dropdown__link" href={url} download={fileName}>
            OpenAPI Spec
          </a>
        </li>
      </ul>
    </div>
  );
}
