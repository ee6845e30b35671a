import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useState, type ReactNode } from 'react';
import type { CheckReport } from '@medication-module/fhir-checker';
import { reportToMarkdown, reportToOperationOutcome } from '@medication-module/fhir-checker';
import styles from './styles.module.css';

/**
 * The report as an R4 OperationOutcome or as Markdown for a bug report, copied or downloaded.
 * Both are made here from the report: nothing leaves the browser (a download is a blob: URL).
 */
export function ExportReport({ report }: { report: CheckReport }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [status, setStatus] = useState('');
  const name = `check-${(report.resourceType ?? 'resource').toLowerCase()}`;
  const formats = {
    outcome: {
      label: 'OperationOutcome',
      file: `${name}.operation-outcome.json`,
      type: 'application/fhir+json',
      text: () => `${JSON.stringify(reportToOperationOutcome(report), null, 2)}\n`,
    },
    markdown: {
      label: 'Markdown',
      file: `${name}.md`,
      type: 'text/markdown',
      text: () =>
        reportToMarkdown(
          report,
          `${window.location.origin}${siteConfig.baseUrl.replace(/\/$/, '')}`,
          'Check a resource',
        ),
    },
  };
  type Format = (typeof formats)[keyof typeof formats];

  const copy = async (format: Format): Promise<void> => {
    try {
      await navigator.clipboard.writeText(format.text());
      setStatus(`The report is copied as ${format.label}.`);
    } catch {
      setStatus(`This browser did not allow copying: download the ${format.label} instead.`);
    }
  };
  const download = (format: Format): void => {
    const url = URL.createObjectURL(new Blob([format.text()], { type: format.type }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = format.file;
    anchor.click();
    // Revoked once the click has started the download, which reads the URL first.
    setTimeout(() => URL.revokeObjectURL(url));
    setStatus(`The report is downloaded as ${format.file}.`);
  };

  return (
    <div className={styles.export}>
      <p className={styles.exportLabel}>For a bug report:</p>
      {Object.values(formats).map((format) => (
        <span key={format.label} className={styles.exportPair}>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void copy(format)}
          >
            Copy as {format.label}
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => download(format)}
          >
            Download {format.label}
          </button>
        </span>
      ))}
      <p role="status" className={styles.exportStatus}>
        {status}
      </p>
    </div>
  );
}
