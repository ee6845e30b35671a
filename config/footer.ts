import type { Footer } from '@docusaurus/theme-common';
import { copyrightYear, fhirChatUrl, routes, siteTitle, sourceRepositoryUrl } from './site';

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Medication module logo',
    src: 'img/logo.svg',
    href: '/',
    width: 40,
    height: 40,
  },
  links: [
    {
      title: 'Docs',
      items: [
        { label: 'Tutorial intro', to: routes.tutorialIntro },
        { label: 'Getting started', to: routes.gettingStarted },
        { label: 'API reference', to: routes.apiIndex },
        { label: 'Downloads', to: routes.downloads },
        { label: 'Conventions', to: routes.conventions },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Integration team', to: routes.help },
        { label: 'FHIR implementers chat', href: fhirChatUrl },
        { label: 'HL7 FHIR R4 specification', href: 'https://hl7.org/fhir/R4/' },
        { label: 'Source repository', href: sourceRepositoryUrl },
      ],
    },
    {
      title: 'More',
      items: [{ label: 'Blog', to: routes.blog }],
    },
  ],
  copyright: `Copyright © ${copyrightYear} ${siteTitle}. Built with Docusaurus.`,
} satisfies Footer;
