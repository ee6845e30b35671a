import { setParam } from '@theme/ApiExplorer/ParamOptions/slice';
import FormTextInput from '@theme/ApiExplorer/FormTextInput';
import { useTypedDispatch, useTypedSelector, type ExplorerParam } from '@theme/ApiItem/hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { decodePathValue, encodePathValue, fitsPattern } from './operation';
import styles from './styles.module.css';

/** The id a catalogue link asks for (`?id=`), else the parameter's documented example. */
function startingValue(param: ExplorerParam): string {
  const linked =
    param.in === 'path' && typeof window !== 'undefined'
      ? new URLSearchParams(window.location.search).get(param.name)
      : null;
  if (linked) return linked;
  return param.in === 'path' && typeof param.example === 'string' ? param.example : '';
}

/**
 * A text parameter of the request, its value kept in the theme's store (which the samples and
 * Send read). A path parameter starts with a real id, so every sample runs as copied against the
 * sandbox; it is percent-encoded in the URL, and a value outside the documented pattern is
 * flagged. The field also shows values a scenario of the Send panel puts into the store.
 */
export default function ParamText({ param }: { param: ExplorerParam }): ReactNode {
  const dispatch = useTypedDispatch();
  const stored = useTypedSelector(
    (state) => state.params[param.in].find((candidate) => candidate.name === param.name)?.value,
  );
  const isPath = param.in === 'path';
  const [typed, setTyped] = useState(() => startingValue(param));
  const storedText = Array.isArray(stored) ? stored.join(',') : (stored ?? '');
  const toStore = (text: string): string => (isPath ? encodePathValue(text) : text);

  // The starting id goes into the store once; afterwards the store changes when the reader
  // types here, or when a scenario of the Send panel fills the field.
  useEffect(() => {
    if (typed !== '' && storedText === '') dispatch(setParam({ ...param, value: toStore(typed) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const seeded = useRef(typed === '');
  useEffect(() => {
    if (storedText !== '') seeded.current = true;
    if (!seeded.current || storedText === toStore(typed)) return;
    setTyped(isPath ? decodePathValue(storedText) : storedText);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedText]);

  const pattern = param.schema?.pattern;
  const outsidePattern = isPath && typed !== '' && !fitsPattern(typed, pattern);
  return (
    <>
      {/* Without paramName: react-hook-form would register the input and overwrite the value
          this field controls. */}
      <FormTextInput
        placeholder={param.description?.split('\n')[0] ?? param.name}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          dispatch(setParam({ ...param, value: toStore(event.target.value) }));
        }}
      />
      {outsidePattern && (
        <p className={styles.warning} role="status">
          Outside the documented pattern <code>{pattern}</code>: no resource has this id, so the
          answer is 404. The samples send it percent-encoded.
        </p>
      )}
    </>
  );
}
