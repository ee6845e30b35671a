import { useTypedDispatch, useTypedSelector, type ExplorerServer } from '@theme/ApiItem/hooks';
import { setServer } from '@theme/ApiExplorer/Server/slice';
import { useEffect, useId, type ReactNode } from 'react';
import { useTryIt, type Target } from './context';
import styles from './styles.module.css';

const loopback = /^http:\/\/127\.0\.0\.1:\d+$/;

/** The description's two servers: the production example and the local sandbox. */
function servers(
  options: readonly ExplorerServer[],
): Record<'production' | 'sandbox', ExplorerServer | undefined> {
  return {
    sandbox: options.find((server) => loopback.test(server.url)),
    production: options.find((server) => !loopback.test(server.url)),
  };
}

const explanations: Record<Target, string> = {
  page: 'Send is answered in your browser by this page’s copy of the sandbox; nothing leaves the page. The samples call the local sandbox, which answers the same.',
  local:
    'The samples call the sandbox on your computer: run npm run mock, or node medication-sandbox.mjs from the downloads. Send stays off: this page never calls other hosts.',
  production:
    'The samples call the API with your hospital’s base URL and token. Send stays off, so no real token ever leaves this page.',
};

/**
 * The explorer's base URL: this page's sandbox, the local one or production. It sets the
 * server the theme's code samples use, and tells the Send panel whether it may answer.
 */
export default function BaseUrl(): ReactNode {
  const { target, setTarget } = useTryIt();
  const options = useTypedSelector((state) => state.server.options);
  const current = useTypedSelector((state) => state.server.value);
  const dispatch = useTypedDispatch();
  const id = useId();
  const { sandbox, production } = servers(options);
  const wanted = target === 'production' ? production : sandbox;

  useEffect(() => {
    if (wanted && current?.url !== wanted.url) dispatch(setServer(JSON.stringify(wanted)));
  }, [wanted, current, dispatch]);

  if (!sandbox || !production) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="openapi-explorer__form-item-label">
        Send to
      </label>
      <select
        id={id}
        className="openapi-explorer__select-input"
        value={target}
        aria-describedby={`${id}-explanation`}
        onChange={(event) => setTarget(event.target.value as Target)}
      >
        <option value="page">This page’s sandbox (Send works here)</option>
        <option value="local">Local sandbox, {sandbox.url}</option>
        <option value="production">Production, {production.url}</option>
      </select>
      <p id={`${id}-explanation`} className={styles.hint}>
        {explanations[target]}
      </p>
    </div>
  );
}
