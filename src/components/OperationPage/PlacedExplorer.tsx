import { useWindowSize } from '@docusaurus/theme-common';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { clickExpandToggleFromKeyboard, useKeyboardExpandToggle } from './keyboard-expand-toggle';
import { usePhonePlace } from './read-store';
import { requestSampleId } from './ids';
import styles from './styles.module.css';

/**
 * The explorer (request sample, request form) beside the content on wide screens. On a phone
 * the explorer's column comes after the whole content, some 4,300 px down on
 * GET /MedicationRequest/{id}; there it is drawn after the request's parameters instead
 * (./PhonePlace), so that it also comes there in the Tab order. It is the target of "Skip to
 * the request sample" (./SkipToRequestSample).
 */
export default function PlacedExplorer({ children }: { readonly children: ReactNode }): ReactNode {
  const phone = useWindowSize() === 'mobile';
  const phonePlace = usePhonePlace();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useKeyboardExpandToggle(panel);
  const explorer = (
    // The keys are those of the form's Collapse all / Expand all (./keyboard-expand-toggle.ts).
    <div
      ref={setPanel}
      id={requestSampleId}
      tabIndex={-1}
      // "Skip to the request sample" lands here: a named region says where the reader is.
      role="region"
      aria-label="Request sample and form"
      className={styles.panel}
      onKeyDown={clickExpandToggleFromKeyboard}
    >
      {children}
    </div>
  );
  return phone && phonePlace ? createPortal(explorer, phonePlace) : explorer;
}
