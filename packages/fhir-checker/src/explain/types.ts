import type { GuideLink } from '../guide-links';

/** One part of the explanation of a resource: its status, its medication, one Dosage… */
export interface ExplanationSection {
  heading: string;
  /** The JSON path of what the section explains. */
  path: string;
  /** Plain sentences; values from the input appear in them as text, never as markup. */
  lines: string[];
  guide?: GuideLink;
}

/** What a resource means for a client, section by section. */
export interface ResourceExplanation {
  /** `$`, or `$.entry[3].resource` for an entry of a Bundle. */
  path: string;
  resourceType: string;
  id?: string;
  /** One line: `MedicationRequest medreq-paracetamol-oral, version 3: active`. */
  title: string;
  sections: ExplanationSection[];
}
