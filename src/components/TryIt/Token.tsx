import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import FormItem from '@theme/ApiExplorer/FormItem';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useEffect, useId, type ReactNode } from 'react';
import { carryToken, shownToken } from './carried-token';
import styles from './styles.module.css';

/**
 * The bearer token of the request. The theme also offers a choice of security scheme, but every
 * scheme of this API sends the same `Authorization: Bearer` header, so the choice changed nothing
 * and is gone; the token goes into the samples and into what Send sends. The hint under the
 * field is its description (`aria-describedby`), which the theme's text input cannot take.
 * What the reader types goes with them to the other operation pages, in memory only
 * (./carried-token.ts), and the field says where it came from.
 */
export default function Token(): ReactNode {
  const auth = useTypedSelector((state) => state.auth);
  const dispatch = useTypedDispatch();
  const here = useDoc().metadata.title;
  const hint = useId();
  const origin = useId();
  const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
  const bearer = schemes.filter(
    (scheme) => scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer'),
  );
  const stored = bearer.map((scheme) => auth.data[scheme.key]?.token).find(Boolean);
  const shown = shownToken(stored, here);
  const keys = bearer.map((scheme) => scheme.key).join(' ');
  // A store made anew (another page, or this one drawn again) lacks the token typed: it gets it
  // back, so the samples and Send have it too.
  useEffect(() => {
    if (!shown.missing) return;
    for (const key of keys.split(' ').filter(Boolean)) {
      dispatch(setAuthData({ scheme: key, key: 'token', value: shown.token }));
    }
  }, [shown.missing, shown.token, keys, dispatch]);
  if (bearer.length === 0) return null;
  return (
    <FormItem label="Bearer token">
      <input
        className="openapi-explorer__form-item-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={shown.carriedFrom === undefined ? hint : `${origin} ${hint}`}
        value={shown.token}
        onChange={(event) => {
          const value = event.target.value === '' ? undefined : event.target.value;
          carryToken(value, here);
          for (const scheme of bearer) {
            dispatch(setAuthData({ scheme: scheme.key, key: 'token', value }));
          }
        }}
      />
      {shown.carriedFrom !== undefined && (
        <p id={origin} className={styles.hint}>
          Typed on “{shown.carriedFrom}”: kept in this tab’s memory only, never stored, so a reload
          forgets it.
        </p>
      )}
      <p id={hint} className={styles.hint}>
        It appears in the samples as typed: never paste a real one. The sandbox accepts any token;{' '}
        <code>sandbox-expired</code>, <code>sandbox-no-scope</code> and{' '}
        <code>sandbox-throttled</code> get its 401, 403 and 429.
      </p>
    </FormItem>
  );
}
