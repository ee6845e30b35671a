import { setAuthData } from '@theme/ApiExplorer/Authorization/slice';
import FormItem from '@theme/ApiExplorer/FormItem';
import { useTypedDispatch, useTypedSelector } from '@theme/ApiItem/hooks';
import { useId, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * The bearer token of the request. The theme also offers a choice of security scheme, but every
 * scheme of this API sends the same `Authorization: Bearer` header, so the choice changed nothing
 * and is gone; the token goes into the samples and into what Send sends. The hint under the
 * field is its description (`aria-describedby`), which the theme's text input cannot take.
 */
export default function Token(): ReactNode {
  const auth = useTypedSelector((state) => state.auth);
  const dispatch = useTypedDispatch();
  const hint = useId();
  const schemes = auth.selected === undefined ? [] : (auth.options[auth.selected] ?? []);
  const bearer = schemes.filter(
    (scheme) => scheme.type === 'oauth2' || (scheme.type === 'http' && scheme.scheme === 'bearer'),
  );
  if (bearer.length === 0) return null;
  const token = bearer.map((scheme) => auth.data[scheme.key]?.token).find(Boolean) ?? '';
  return (
    <FormItem label="Bearer token">
      <input
        className="openapi-explorer__form-item-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint}
        value={token}
        onChange={(event) => {
          const value = event.target.value === '' ? undefined : event.target.value;
          for (const scheme of bearer) {
            dispatch(setAuthData({ scheme: scheme.key, key: 'token', value }));
          }
        }}
      />
      <p id={hint} className={styles.hint}>
        It appears in the samples as typed: never paste a real one. The sandbox accepts any token;{' '}
        <code>sandbox-expired</code>, <code>sandbox-no-scope</code> and{' '}
        <code>sandbox-throttled</code> get its 401, 403 and 429.
      </p>
    </FormItem>
  );
}
