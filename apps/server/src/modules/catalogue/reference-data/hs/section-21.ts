/** Harmonized System nomenclature, section XXI: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_21 = `97|Works of art; collectors' pieces and antiques
9701|Paintings, drawings and pastels, executed entirely by hand; not drawings of heading no. 4906 and not hand-painted, hand-decorated manufactured articles; collages, mosaics and similar decorative plaques
970121|Paintings, drawings and pastels; executed entirely by hand, other than drawings of heading no. 4906, of an age exceeding 100 years
970122|Mosaics; executed entirely by hand, other than drawings of heading no. 4906, of an age exceeding 100 years
970129|Artwork; other than paintings, drawings, pastels mosaics, executed entirely by hand, other than drawings of heading no. 4906, of an age exceeding 100 years
970191|Paintings, drawings and pastels; executed entirely by hand, other than drawings of heading no. 4906, of an age not exceeding 100 years
970192|Mosaics; executed entirely by hand, other than drawings of heading no. 4906, of an age not exceeding 100 years
970199|Artwork; other than paintings, drawings, pastels mosaics, executed entirely by hand, other than drawings of heading no. 4906, of an age not exceeding 100 years
9702|Engravings, prints and lithographs; original
970210|Engravings, prints and lithographs; original of an age exceeding 100 years
970290|Engravings, prints and lithographs; original of an age not exceeding 100 years
9703|Sculptures and statuary; original, in any material
970310|Sculptures and statuary; original, in any material, of an age exceeding 100 years
970390|Sculptures and statuary; original, in any material, of an age not exceeding 100 years
9704|Stamps, postage or revenue; stamp-postmarks, first-day covers, postal stationery (stamped paper) and like, used or unused, other than those of heading 4907
970400|Stamps, postage or revenue; stamp-postmarks, first-day covers, postal stationery (stamped paper) and like, used or unused, other than those of heading 4907
9705|Collections and collectors' pieces; of archaeological, ethnographic, historical, zoological, botanical, mineralogical, anatomical, palaeontological or numismatic interest
970510|Collections and collectors' pieces; of archaeological, ethnographic or historical interest
970521|Collections and collectors' pieces; of zoological, botanical, mineralogical, anatomical or palaeontological interest, human specimens and parts thereof
970522|Collections and collectors' pieces; of zoological, botanical, mineralogical, anatomical or palaeontological interest, extinct or endangered species and parts thereof
970529|Collections and collectors' pieces; of zoological, botanical, mineralogical, anatomical or palaeontological interest, other than human species, extinct or endangered species and parts thereof
970531|Collections and collectors' pieces; of numismatic interest, of an age exceeding 100 years
970539|Collections and collectors' pieces; of numismatic interest, of an age not exceeding 100 years
9706|Antiques; of an age exceeding one hundred years
970610|Antiques; of an age exceeding 250 years
970690|Antiques; of an age exceeding 100 years but not exceeding 250 years`;
