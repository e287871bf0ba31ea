/** Harmonized System nomenclature, section III: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_03 = `15|Animal, vegetable or microbial fats and oils and their cleavage products; prepared edible fats; animal or vegetable waxes
1501|Pig fat (including lard) and poultry fat, other than that of heading 0209 or 1503
150110|Pig fat; lard, other than that of heading 0209 and 1503
150120|Pig fat; not lard, other than that of heading 0209 or 1503
150190|Poultry fat; other than that of heading 0209 or 1503
1502|Fats of bovine animals, sheep or goats, other than those of heading 1503
150210|Tallow; other than those of heading 1503
150290|Fats of bovine animals, sheep or goats; excluding tallow, and other than those of heading 1503
1503|Lard stearin, lard oil, oleostearin, oleo-oil and tallow oil; not emulsified or mixed or otherwise prepared
150300|Lard stearin, lard oil, oleostearin, oleo-oil and tallow oil; not emulsified or mixed or otherwise prepared
1504|Fats and oils and their fractions of fish or marine mammals; whether or not refined, but not chemically modified
150410|Oils of fish; fish-liver oils and their fractions, whether or not refined, but not chemically modified
150420|Fats and oils and their fractions; of fish, (excluding liver-oils)
150430|Fats and oils and their fractions; of marine mammals
1505|Wool grease and fatty substances derived therefrom (including lanolin)
150500|Wool grease and fatty substances derived therefrom (including lanolin)
1506|Animal fats and oils and their fractions; whether or not refined, but not chemically modified, n.e.c. in chapter 15
150600|Animal fats and oils and their fractions; whether or not refined, but not chemically modified, n.e.c. in chapter 15
1507|Soya-bean oil and its fractions; whether or not refined, but not chemically modified
150710|Vegetable oils; soya-bean oil and its fractions, crude, whether or not degummed, not chemically modified
150790|Vegetable oils; soya-bean oil and its fractions, other than crude, whether or not refined, but not chemically modified
1508|Ground nut oil and its fractions; whether or not refined, but not chemically modified
150810|Vegetable oils; ground-nut oil and its fractions, crude, not chemically modified
150890|Vegetable oils; ground-nut oil and its fractions, other than crude, whether or not refined, but not chemically modified
1509|Olive oil and its fractions; whether or not refined, but not chemically modified
150920|Vegetable oils; olive oil and its fractions, extra virgin olive oil, whether or not refined, but not chemically modified
150930|Vegetable oils; olive oil and its fractions, virgin olive oil, whether or not refined, but not chemically modified
150940|Vegetable oils; olive oil and its fractions, virgin olive oils n.e.c. in heading 1509, whether or not refined, but not chemically modified
150990|Vegetable oils; olive oil and its fractions, other than virgin, whether or not refined, but not chemically modified
1510|Vegetable oils; oils and their fractions n.e.c. in chapter 15, obtained solely from olives, whether or not refined, but not chemically modified, including blends of these oils or fractions with oils or fractions of heading no. 1509
151010|Vegetable oils; crude olive pomace oil and their fractions, obtained solely from olives, whether or not refined, but not chemically modified
151090|Vegetable oils; oils and their fractions n.e.c. in heading 1510, obtained solely from olives, whether or not refined, but not chemically modified, including blends of these oils or fractions with oils or fractions of heading no. 1509
1511|Palm oil and its fractions; whether or not refined, but not chemically modified
151110|Vegetable oils; palm oil and its fractions, crude, not chemically modified
151190|Vegetable oils; palm oil and its fractions, other than crude, whether or not refined, but not chemically modified
1512|Sun-flower seed, safflower or cotton-seed oil and their fractions; whether or not refined, but not chemically modified
151211|Vegetable oils; sunflower seed or safflower oil and their fractions, crude, not chemically modified
151219|Vegetable oils; sunflower seed or safflower oil and their fractions, other than crude, whether or not refined, but not chemically modified
151221|Vegetable oils; cotton-seed oil and its fractions; crude, whether or not gossypol has been removed, not chemically modified
151229|Vegetable oils; cotton-seed oil and its fractions, other than crude, whether or not refined, but not chemically modified
1513|Coconut (copra), palm kernel or babassu oil and their fractions; whether or not refined but not chemically modified
151311|Vegetable oils; coconut (copra) oil and its fractions, crude, not chemically modified
151319|Vegetable oils; coconut (copra) oil and its fractions, other than crude, whether or not refined, but not chemically modified
151321|Vegetable oils; palm kernel or babassu oil and their fractions, crude, not chemically modified
151329|Vegetable oils; palm kernel or babassu oil and their fractions, other than crude, whether or not refined, but not chemically modified
1514|Rape, colza or mustard oil and their fractions; whether or not refined, but not chemically modified
151411|Vegetable oils; low erucic acid rape or colza oil and its fractions, crude
151419|Vegetable oils; low erucic acid rape or colza oil and its fractions, other than crude, but not chemically modified
151491|Vegetable oils; excluding low erucic acid rape or colza oil and its fractions, crude
151499|Vegetable oils; excluding low erucic acid rape or colza oil and its fractions, other than crude, but not chemically modified
1515|Fixed vegetable or microbial fats and oils n.e.c. in chapter 15 (including jojoba oil) and their fractions, whether or not refined, but not chemically modified
151511|Vegetable oils; linseed oil and its fractions, crude, not chemically modified
151519|Vegetable oils; linseed oil and its fractions, other than crude, whether or not refined, but not chemically modified
151521|Vegetable oils; maize (corn) oil and its fractions, crude, not chemically modified
151529|Vegetable oils; maize (corn) oil and its fractions, other than crude, whether or not refined, but not chemically modified
151530|Vegetable oils; castor oil and its fractions, whether or not refined, but not chemically modified
151550|Vegetable oils; sesame oil and its fractions, whether or not refined, but not chemically modified
151560|Vegetable oils; microbial fats and oils and their fractions, whether or not refined, but not chemically modified
151590|Fixed vegetable fats and oils and their fractions n.e.c. in heading 1515; other than linseed, maize (corn), castor, sesame, microbial oils, whether or not refined, but not chemically modified
1516|Animal, vegetable or microbial fats and oils and their fractions, partly or wholly hydrogenated, inter-esterified, re-esterified or elaidinised, whether or not refined, but not further prepared
151610|Animal fats and oils and their fractions; partly or wholly hydrogenated, inter-esterified, re-esterified or elaidinised, whether or not refined, but not further prepared
151620|Vegetable fats and oils and their fractions; partly or wholly hydrogenated, inter-esterified, re-esterified or elaidinised, whether or not refined, but not further prepared
151630|Microbial fats and oils and their fractions; partly or wholly hydrogenated, inter-esterified, re-esterified or elaidinised, whether or not refined, but not further prepared
1517|Margarine; edible mixtures or preparations of animal, vegetable or microbial fats or oils or of fractions of different fats or oils of this Chapter, other than edible fats and oils or their fractions of heading 15.16
151710|Margarine; excluding liquid margarine
151790|Edible mixtures or preparations of animal, vegetable or microbial fats or oils or of fractions of different fats or oils of this Chapter, n.e.c. in heading 1517, other than edible fats and oils or their fractions of heading 15.16
1518|Animal, vegetable or microbial fats, oils and their fractions; boiled, oxidised, dehydrated or otherwise chemically modified, excluding those of heading no. 1516, inedible mixtures or preparations of fats, oils or their fractions, n.e.c. in chapter 15
151800|Animal, vegetable or microbial fats, oils and their fractions; boiled, oxidised, dehydrated or otherwise chemically modified, excluding those of heading no. 1516, inedible mixtures or preparations of fats, oils or their fractions, n.e.c. in chapter 15
1520|Glycerol, crude; glycerol waters and glycerol lyes
152000|Glycerol, crude; glycerol waters and glycerol lyes
1521|Vegetable waxes (other than triglycerides), beeswax, other insect waxes and spermaceti; whether or not refined or coloured
152110|Vegetable waxes (other than triglycerides); whether or not refined or coloured
152190|Waxes, other than vegetable, n.e.c. in heading no. 1521; whether or not refined or coloured
1522|Degras; residues resulting from the treatment of fatty substances or animal or vegetable waxes
152200|Degras; residues resulting from the treatment of fatty substances or animal or vegetable waxes`;
