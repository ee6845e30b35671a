import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeTaskCards, { type TaskCard } from '@site/src/components/HomeTaskCards';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import styles from './index.module.css';

const tasks: readonly TaskCard[] = [
  {
    title: 'Make your first request',
    to: '/docs/guides/medication-module/getting-started',
    description:
      'Base URL, bearer token and a first GET against the local sandbox, in curl, JavaScript and Python.',
  },
  {
    title: 'Read a prescription',
    to: '/docs/guides/medication-module/fhir-resources/medication-request',
    description:
      'What the module fills in a MedicationRequest, element by element, and how its status changes.',
  },
  {
    title: 'Show dosage and frequency',
    to: '/docs/guides/medication-module/prescriptions/prescription-frequency',
    description:
      'Turn Timing and doseAndRate into "1 tablet 3 times daily" without losing as-needed or maximum doses.',
  },
  {
    title: 'Handle paused prescriptions',
    to: '/docs/guides/medication-module/prescriptions/pause-prescription',
    description:
      'What on-hold means, which reasons the module sends and what your screen must not do.',
  },
  {
    title: 'Anesthesia premedication',
    to: '/docs/guides/anesthesia/premedication',
    description: 'How a surgery’s premedication order ties its prescriptions together.',
  },
  {
    title: 'API reference',
    to: '/docs/category/api/medication',
    description: 'Both operations, every response and the FHIR schemas, with samples you can copy.',
  },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Home" description={siteConfig.tagline}>
      {/* The title and the task cards are the page's main content, so <main> holds both. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.heroTitle}>
              {siteConfig.title}
            </Heading>
            <p className={styles.heroTagline}>{siteConfig.tagline}</p>
            {/* One filled button, the way most readers start; the others are outlined. */}
            <div className={styles.actions}>
              <Link
                className="button button--primary button--lg"
                to="/docs/guides/medication-module/getting-started"
              >
                Get started
              </Link>
              <Link
                className="button button--secondary button--outline button--lg"
                to="/docs/category/api/medication"
              >
                API reference
              </Link>
              <Link
                className="button button--secondary button--outline button--lg"
                to="/docs/guides/medication-module/intro"
              >
                Read the guides
              </Link>
            </div>
          </div>
        </header>
        <section className={styles.section}>
          <div className="container">
            <Heading as="h2">Start from your task</Heading>
            <HomeTaskCards cards={tasks} />
            <p>
              Files for your tools, from the OpenAPI description and a Postman collection to the
              FHIR conformance resources, are listed under{' '}
              <Link to="/docs/guides/medication-module/getting-started#downloads">Downloads</Link>.
              Questions about access, credentials or the data go to{' '}
              <Link to="/docs/guides/medication-module/getting-started#help">
                the medication module integration team
              </Link>
              .
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
