/** The part of @lhncbc/ucum-lhc (which ships no types) the checker calls. */
declare module '@lhncbc/ucum-lhc' {
  interface UcumValidation {
    status: 'valid' | 'invalid' | 'error';
    msg: string[];
  }
  interface UcumConversion {
    status: 'succeeded' | 'failed' | 'error';
    toVal: number | null;
    msg: string[];
  }
  export const UcumLhcUtils: {
    getInstance(): {
      validateUnitString(unit: string, suggest?: boolean): UcumValidation;
      convertUnitTo(fromUnit: string, fromValue: number, toUnit: string): UcumConversion;
    };
  };
}
