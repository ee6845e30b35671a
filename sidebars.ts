import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import apiSidebar from './docs/api/medication/sidebar';

const prescriptions = [
  'atc-codes',
  'medication',
  'medication-category-and-dosage-form',
  'method-route-and-solution',
  'pause-prescription',
  'prescription-frequency',
].map((page) => `guides/medication-module/prescriptions/${page}`);

const sidebars = {
  tutorialSidebar: [
    'index',
    'intro',
    {
      type: 'category',
      label: 'Medication module',
      collapsed: false,
      items: [
        'guides/medication-module/intro',
        'guides/medication-module/getting-started',
        {
          type: 'category',
          label: 'FHIR resources',
          link: { type: 'doc', id: 'guides/medication-module/fhir-resources/index' },
          items: [
            'guides/medication-module/fhir-resources/medication-request',
            'guides/medication-module/fhir-resources/service-request',
          ],
        },
        { type: 'category', label: 'Prescriptions', items: prescriptions },
      ],
    },
    {
      type: 'category',
      label: 'Anesthesia',
      link: { type: 'doc', id: 'anesthesia' },
      items: ['guides/anesthesia/premedication'],
    },
    {
      type: 'category',
      label: 'Front end',
      items: ['guides/component-library/form-fields', 'guides/general/breakpoints'],
    },
  ],
  openApiSidebar: [
    {
      type: 'category',
      label: 'Medication API',
      collapsed: false,
      link: {
        type: 'generated-index',
        title: 'Medication API reference',
        description:
          'Operations and schemas of the FHIR R4 medication API: read prescriptions (MedicationRequest) and clinical orders (ServiceRequest) by id.',
        slug: '/category/api/medication',
      },
      items: apiSidebar,
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
