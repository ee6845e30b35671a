import type { Finding, FindingKind, Severity } from './findings';

/**
 * A long report as data to group by (a 300-entry Bundle gives hundreds of findings): the same
 * rule with its count, and each Bundle entry with its count, in the report's order. The page
 * decides how to show them.
 */
export interface RuleGroup {
  rule: string;
  kind: FindingKind;
  severity: Severity;
  count: number;
  /** The findings of the rule, in the report's order. */
  findings: Finding[];
}

export interface EntryGroup {
  /** `$.entry[3]`, or `$` for what is about the Bundle itself or a resource that is no Bundle. */
  entry: string;
  count: number;
  findings: Finding[];
}

export interface FindingGroups {
  byRule: RuleGroup[];
  byEntry: EntryGroup[];
}

const entryOf = (path: string): string => /^\$\.entry\[\d+\]/.exec(path)?.[0] ?? '$';

/** Groups findings by rule (and kind) and by Bundle entry, each group in the order of its first finding. */
export function groupFindings(findings: readonly Finding[]): FindingGroups {
  const byRule = new Map<string, RuleGroup>();
  const byEntry = new Map<string, EntryGroup>();
  for (const item of findings) {
    const ruleKey = `${item.kind} ${item.severity} ${item.rule}`;
    const rule = byRule.get(ruleKey) ?? {
      rule: item.rule,
      kind: item.kind,
      severity: item.severity,
      count: 0,
      findings: [],
    };
    rule.count++;
    rule.findings.push(item);
    byRule.set(ruleKey, rule);
    const entryKey = entryOf(item.path);
    const entry = byEntry.get(entryKey) ?? { entry: entryKey, count: 0, findings: [] };
    entry.count++;
    entry.findings.push(item);
    byEntry.set(entryKey, entry);
  }
  return { byRule: [...byRule.values()], byEntry: [...byEntry.values()] };
}
