import { useState, type ComponentType, type ReactNode } from 'react';
import styles from './styles.module.css';

/** The lab and the sandbox's authorization server arrive on first use, not with the page. */
let loading: Promise<{ default: ComponentType }> | undefined;
const loadLab = (): Promise<{ default: ComponentType }> => (loading ??= import('./lab'));

/**
 * The sign-in lab of the getting-started guide: a standalone SMART launch against the page's own
 * sandbox, step by step, each step breakable on purpose. The button loads it; until then the
 * page carries none of it.
 */
export default function SignInLab(): ReactNode {
  const [Lab, setLab] = useState<ComponentType>();
  const [problem, setProblem] = useState('');
  const open = (): void => {
    loadLab().then(
      (module) => setLab(() => module.default),
      () => setProblem('The lab could not be loaded. Reload the page to try again.'),
    );
  };
  if (Lab) return <Lab />;
  return (
    <div className={styles.closed}>
      <button type="button" className="button button--secondary" onClick={open}>
        Open the sign-in lab
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
