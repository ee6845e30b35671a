import { setParam } from '@theme/ApiExplorer/ParamOptions/slice';
import { useTypedDispatch, useTypedSelector, type ExplorerParam } from '@theme/ApiItem/hooks';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
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

/** A parameter's description as one line of text, its Markdown code spans as code. */
function Description({ text }: { text: string }): ReactNode {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * A text parameter of the request, its value kept in the theme's store (which the samples and
 * Send read). A path parameter starts with a real id, so every sample runs as copied against the
 * sandbox; it is percent-encoded in the URL, and a value outside the documented pattern is
 * flagged. The field also shows values a scenario of the Send panel puts into the store. Its
 * description and the pattern warning are shown under it and tied to it (`aria-describedby`):
 * the theme's text input takes neither an id nor a description, and shows the description as a
 * placeholder, which a field that starts filled in never shows.
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
  const id = useId();
  const description = param.description?.trim() ? param.description : undefined;
  const describedBy = [description && `${id}-hint`, outsidePattern && `${id}-warning`]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {/* The theme's class, for its look; not registered with react-hook-form, which would
          overwrite the value this field controls. */}
      <input
        className="openapi-explorer__form-item-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy || undefined}
        aria-invalid={outsidePattern || undefined}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          dispatch(setParam({ ...param, value: toStore(event.target.value) }));
        }}
      />
      {description && (
        <p id={`${id}-hint`} className={styles.hint}>
          <Description text={description} />
        </p>
      )}
      <div role="status">
        {outsidePattern && (
          <p id={`${id}-warning`} className={styles.warning}>
            Outside the documented pattern <code>{pattern}</code>: no resource has this id, so the
            answer is 404. The samples send it percent-encoded.
          </p>
        )}
      </div>
    </>
  );
}
