/**
 * Complete Harmonized System nomenclature (HS 2022): all 2-digit chapters, 4-digit headings and 6-digit
 * subheadings, one `code|description` entry per line, ordered as in the source (by section, then code).
 * Source: public dataset `datasets/harmonized-system` (data/harmonized-system.csv), ODC-PDDL public domain
 * dedication. National 8-digit extensions and the non-HS "TOTAL"/99 rows of the source are not included.
 */
import { HS_SECTION_01 } from './section-01.ts';
import { HS_SECTION_02 } from './section-02.ts';
import { HS_SECTION_03 } from './section-03.ts';
import { HS_SECTION_04 } from './section-04.ts';
import { HS_SECTION_05 } from './section-05.ts';
import { HS_SECTION_06 } from './section-06.ts';
import { HS_SECTION_07 } from './section-07.ts';
import { HS_SECTION_08 } from './section-08.ts';
import { HS_SECTION_09 } from './section-09.ts';
import { HS_SECTION_10 } from './section-10.ts';
import { HS_SECTION_11 } from './section-11.ts';
import { HS_SECTION_12 } from './section-12.ts';
import { HS_SECTION_13 } from './section-13.ts';
import { HS_SECTION_14 } from './section-14.ts';
import { HS_SECTION_15 } from './section-15.ts';
import { HS_SECTION_16 } from './section-16.ts';
import { HS_SECTION_17 } from './section-17.ts';
import { HS_SECTION_18 } from './section-18.ts';
import { HS_SECTION_19 } from './section-19.ts';
import { HS_SECTION_20 } from './section-20.ts';
import { HS_SECTION_21 } from './section-21.ts';

export const HS_NOMENCLATURE: string = [
  HS_SECTION_01,
  HS_SECTION_02,
  HS_SECTION_03,
  HS_SECTION_04,
  HS_SECTION_05,
  HS_SECTION_06,
  HS_SECTION_07,
  HS_SECTION_08,
  HS_SECTION_09,
  HS_SECTION_10,
  HS_SECTION_11,
  HS_SECTION_12,
  HS_SECTION_13,
  HS_SECTION_14,
  HS_SECTION_15,
  HS_SECTION_16,
  HS_SECTION_17,
  HS_SECTION_18,
  HS_SECTION_19,
  HS_SECTION_20,
  HS_SECTION_21,
].join('\n');
