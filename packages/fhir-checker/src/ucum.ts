import { UcumLhcUtils } from '@lhncbc/ucum-lhc';

type Ucum = ReturnType<typeof UcumLhcUtils.getInstance>;
let instance: Ucum | undefined;

/** The UCUM library, read on first use: its tables take a moment to load. */
export function ucum(): Ucum {
  instance ??= UcumLhcUtils.getInstance();
  return instance;
}
