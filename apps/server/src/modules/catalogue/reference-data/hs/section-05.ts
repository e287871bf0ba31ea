/** Harmonized System nomenclature, section V: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_05 = `25|Salt; sulphur; earths, stone; plastering materials, lime and cement
2501|Salt (including table salt and denatured salt); pure sodium chloride whether or not in aqueous solution; sea water
250100|Salt (including table salt and denatured salt); pure sodium chloride whether or not in aqueous solution; sea water
2502|Iron pyrites; unroasted
250200|Iron pyrites; unroasted
2503|Sulphur of all kinds; other than sublimed, precipitated and colloidal sulphur
250300|Sulphur of all kinds; other than sublimed, precipitated and colloidal sulphur
2504|Graphite; natural
250410|Graphite; natural, in powder or in flakes
250490|Graphite; natural, in other forms, excluding powder or flakes
2505|Sands of all kinds; natural, whether or not coloured, other than metal-bearing sands of chapter 26
250510|Sands; natural, silica and quartz sands, whether or not coloured
250590|Sands; natural, (other than silica and quartz sands), whether or not coloured, (other than metal-bearing sands of chapter 26)
2506|Quartz; (other than natural sands), quartzite, whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
250610|Quartz; other than natural sands
250620|Quartzite; whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
2507|Kaolin and other kaolinic clays; whether or not calcined
250700|Kaolin and other kaolinic clays; whether or not calcined
2508|Clays; (not including expanded clays of heading no. 6806), andalusite kyanite and sillimanite, whether or not calcined; mullite; chamotte or dinas earth
250810|Clays (excluding expanded clays of heading no. 6806); bentonite, whether or not calcined
250830|Clays (excluding expanded clays of heading no. 6806); fireclay, whether or not calcined
250840|Clays (excluding expanded clays of heading no. 6806); n.e.c. in heading no. 2508, whether or not calcined
250850|Clays (excluding expanded clays of heading no. 6806); andalusite, kyanite and sillimanite, whether or not calcined
250860|Clays (excluding expanded clays of heading no. 6806); mullite
250870|Clays (excluding expanded clays of heading no. 6806); chamotte or dinas earths
2509|Chalk
250900|Chalk
2510|Natural calcium phosphates; natural aluminium calcium phosphates and phosphatic chalk
251010|Natural calcium phosphates, natural aluminium calcium phosphates and phosphatic chalk; unground
251020|Natural calcium phosphates, natural aluminium calcium phosphates and phosphatic chalk; ground
2511|Natural barium sulphate (barytes); natural barium carbonate, (witherite) whether or not calcined, other than barium oxide of heading no. 2816
251110|Barium sulphate (barytes); natural
251120|Barium carbonate (witherite); natural, whether or not calcined, other than barium oxide of heading no. 2816
2512|Siliceous fossil meals (e.g. kieselguhr, tripolite and diatomite) and similar siliceous earths; whether or not calcined, of an apparent specific gravity of 1 or less
251200|Siliceous fossil meals (e.g. kieselguhr, tripolite and diatomite) and similar siliceous earths; whether or not calcined, of an apparent specific gravity of 1 or less
2513|Pumice stone; emery; natural corundum, natural garnet and other natural abrasives, whether or not heat treated
251310|Pumice stone, whether or not heat treated
251320|Emery, natural corundum, natural garnet and other natural abrasives, whether or not heat-treated
2514|Slate, whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
251400|Slate; whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
2515|Marble, travertine, ecaussine and other calcareous stone; of an apparent specific gravity of less than 2.5, alabaster, whether cut by sawing etc, into blocks, slabs of a rectangular (square) shape
251511|Marble and travertine; having a specific gravity of 2.5 or more, crude or roughly trimmed by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
251512|Marble and travertine; merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape, having a specific gravity of 2.5 or more
251520|Ecaussine and other calcareous monumental or building stone; alabaster, having a specific gravity of 2.5 or more
2516|Granite, porphyry, basalt, sandstone, other monumental and building stone, whether or not roughly trimmed, cut, by sawing etc, into blocks or slabs of a rectangular (including square) shape
251611|Granite; crude or roughly trimmed
251612|Granite; merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
251620|Sandstone;. whether or not roughly trimmed, cut, by sawing etc, into blocks or slabs of a rectangular (including square) shape
251690|Monumental or building stone; n.e.c. in heading no. 2516, whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
2517|Pebbles, gravel, crushed stone for concrete aggregates for road or railway ballast, shingle or flint; macadam of slag, dross etc tarred granules, chippings, powder of stones of heading no. 2515 and 2516
251710|Pebbles, gravel, broken or crushed stone; of a kind commonly used for concrete aggregates, for road metalling or for railway or other ballast, shingle and flint, whether or not heat-treated
251720|Macadam of slag, dross or similar industrial waste; whether or not incorporating the materials in Tariff item 2517.10.00
251730|Tarred macadam
251741|Stones; of marble, in granules, chippings and powder, whether or not heat-treated
251749|Stones; of heading no. 2515 or 2516 (excluding marble), in granules, chippings and powder, whether or not heat-treated
2518|Dolomite, whether or not calcined or sintered, including dolomite roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape
251810|Dolomite, not calcined or sintered; including dolomite roughly trimmed, or merely cut by sawing or otherwise into blocks or slabs of rectangular (including square) shape
251820|Dolomite, calcined or sintered; including dolomite roughly trimmed, or merely cut by sawing or otherwise into blocks or slabs of rectangular (including square) shape
2519|Natural magnesium carbonate (magnesite); fused magnesia; dead-burned (sintered) magnesia, whether or not containing small quantities of other oxides added before sintering; magnesium oxide, pure or not
251910|Magnesium carbonate (magnesite); natural
251990|Magnesia, fused or dead-burned (sintered); whether or not containing small quantities of other oxides added before sintering, other magnesium oxide, whether or not pure, (not natural magnesium carbonate)
2520|Gypsum; anhydrite; plasters (consisting of calcined gypsum or calcium sulphate), coloured or not, with or without small quantities of accelerators or retarders
252010|Gypsum; anhydrite
252020|Plasters; (consisting of calcined gypsum or calcium sulphate), whether or not coloured, with or without small quantities of accelerators or retarders
2521|Limestone flux; limestone and other calcareous stone, of a kind used for the manufacture of lime or cement
252100|Limestone flux; limestone and other calcareous stone, of a kind used for the manufacture of lime or cement
2522|Quicklime, slaked lime and hydraulic lime; other than calcium oxide and hydroxide of heading no. 2825
252210|Quicklime; excluding calcium oxide and hydroxide of heading no. 2825
252220|Slaked lime; excluding calcium oxide and hydroxide of heading no. 2825
252230|Hydraulic lime; excluding calcium oxide and hydroxide of heading no. 2825
2523|Portland cement, aluminous cement (ciment fondu), slag cement, supersulphate cement and similar hydraulic cements, whether or not coloured or in the form of clinkers
252310|Cement clinkers (whether or not coloured)
252321|Cement; portland, white, whether or not artificially coloured
252329|Cement; portland, other than white, whether or not artificially coloured
252330|Cement; aluminous (ciment fondu), whether or not coloured or in the form of clinkers
252390|Cement; hydraulic kinds n.e.c. in heading no. 2523
2524|Asbestos
252410|Asbestos; crocidolite (blue asbestos)
252490|Asbestos; other than crocidolite (blue asbestos)
2525|Mica, including splittings; mica waste
252510|Mica; crude and rifted into sheets or splittings
252520|Mica; powder
252530|Mica; waste
2526|Natural steatite; whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape; talc
252610|Steatite; natural, (not crushed or powdered), whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape; talc
252620|Steatite; natural, crushed, powdered, whether or not roughly trimmed or merely cut, by sawing or otherwise, into blocks or slabs of a rectangular (including square) shape; talc
2528|Natural borates and concentrates thereof (whether or not calcined), but not including borates separated from natural brine; natural boric acid containing not more than 85 % of H3BO3 calculated on the dry weight
252800|Natural borates and concentrates thereof (whether or not calcined), but not including borates separated from natural brine; natural boric acid containing not more than 85 % of H3BO3 calculated on the dry weight
2529|Feldspar; leucite; nepheline and nepheline syenite; fluorspar
252910|Feldspar
252921|Fluorspar; containing by weight 97% or less of calcium fluoride
252922|Fluorspar; containing by weight more than 97% of calcium fluoride
252930|Leucite; nepheline and nepheline syenite
2530|Mineral substances not elsewhere specified or included
253010|Vermiculite, perlite and chlorites; unexpanded
253020|Kieserite, epsomite (natural magnesium sulphates)
253090|Mineral substances; n.e.c. in chapter 25
26|Ores, slag and ash
2601|Iron ores and concentrates; including roasted iron pyrites
260111|Iron ores and concentrates; non-agglomerated
260112|Iron ores and concentrates; agglomerated (excluding roasted iron pyrites)
260120|Iron pyrites; roasted
2602|Manganese ores and concentrates, including ferruginous manganese ores and concentrates with a manganese content of 20% or more, calculated on the dry weight
260200|Manganese ores and concentrates, including ferruginous manganese ores and concentrates with a manganese content of 20% or more, calculated on the dry weight
2603|Copper ores and concentrates
260300|Copper ores and concentrates
2604|Nickel ores and concentrates
260400|Nickel ores and concentrates
2605|Cobalt ores and concentrates
260500|Cobalt ores and concentrates
2606|Aluminium ores and concentrates
260600|Aluminium ores and concentrates
2607|Lead ores and concentrates
260700|Lead ores and concentrates
2608|Zinc ores and concentrates
260800|Zinc ores and concentrates
2609|Tin ores and concentrates
260900|Tin ores and concentrates
2610|Chromium ores and concentrates
261000|Chromium ores and concentrates
2611|Tungsten ores and concentrates
261100|Tungsten ores and concentrates
2612|Uranium or thorium ores and concentrates
261210|Uranium ores and concentrates
261220|Thorium ores and concentrates
2613|Molybdenum ores and concentrates
261310|Molybdenum ores and concentrates; roasted
261390|Molybdenum ores and concentrates; other than roasted
2614|Titanium ores and concentrates
261400|Titanium ores and concentrates
2615|Niobium, tantalum, vanadium or zirconium ores and concentrates
261510|Zirconium ores and concentrates
261590|Niobium, tantalum, vanadium ores and concentrates
2616|Precious metal ores and concentrates
261610|Silver ores and concentrates
261690|Precious metal ores and concentrates; (excluding silver)
2617|Ores and concentrates; n.e.c. in heading no. 2601
261710|Antimony ores and concentrates
261790|Ores and concentrates n.e.c. in chapter 26; other than antimony
2618|Granulated slag (slag sand) from the manufacture of iron or steel
261800|Slag, granulated (slag sand); from the manufacture or iron or steel
2619|Slag, dross; (other than granulated slag), scalings and other waste from the manufacture of iron or steel
261900|Slag, dross; (other than granulated slag), scalings and other waste from the manufacture of iron or steel
2620|Slag, ash and residues; (not from the manufacture of iron or steel) containing metals, arsenic or their compounds
262011|Slag, ash and residues; (not from the manufacture of iron or steel), containing mainly zinc, hard zinc spelter
262019|Slag, ash and residues; (not from the manufacture of iron or steel), containing mainly zinc, other than hard zinc spelter
262021|Slag, ash and residues; (not from the manufacture of iron or steel), containing mainly lead; leaded gasoline sludges and leaded anti-knock compound sludges
262029|Slag, ash and residues; (not from the manufacture of iron or steel), containing mainly lead; excluding leaded gasoline sludges and leaded anti-knock compound sludges
262030|Slag, ash and residues; (not from the manufacture of iron or steel), containing mainly copper
262040|Slag, ash and residues; (not from the manufacture of iron or steel), containing mainly aluminium
262060|Slag, ash and residues; (not from the manufacture of iron or steel), containing arsenic, mercury, thallium or their mixtures, of a kind used for the extraction of arsenic or those metals or for the manufacture of their chemical compounds
262091|Slag, ash and residues; (not from the manufacture of iron or steel), containing antimony, beryllium, cadmium, chromium or their mixtures
262099|Slag, ash and residues; (not from the manufacture of iron or steel), containing mainly metals or their compounds, n.e.c. in heading no. 2620
2621|Slag and ash n.e.c. in chapter 26; including seaweed ash (kelp) and ash and residues from the incineration of municipal waste
262110|Slag and ash; ash and residues from the incineration of municipal waste
262190|Slag and ash n.e.c. in chapter 26; including seaweed ash (kelp) but excluding ash and residues from the incineration of municipal waste
27|Mineral fuels, mineral oils and products of their distillation; bituminous substances; mineral waxes
2701|Coal; briquettes, ovoids and similar solid fuels manufactured from coal
270111|Coal; anthracite, whether or not pulverised, but not agglomerated
270112|Coal; bituminous, whether or not pulverised, but not agglomerated
270119|Coal; (other than anthracite and bituminous), whether or not pulverised but not agglomerated
270120|Briquettes, ovoids and similar solid fuels; manufactured from coal
2702|Lignite; whether or not agglomerated, excluding jet
270210|Lignite; whether or not pulverised, but not agglomerated, excluding jet
270220|Lignite; agglomerated, excluding jet
2703|Peat; (including peat litter), whether or not agglomerated
270300|Peat; (including peat litter), whether or not agglomerated
2704|Coke and semi-coke; of coal, lignite or peat, whether or not agglomerated; retort carbon
270400|Coke and semi-coke; of coal, lignite or peat, whether or not agglomerated; retort carbon
2705|Coal gas, water gas, producer gas and similar gases, other than petroleum gases and other gaseous hydrocarbons
270500|Gases; coal, water, producer and similar gases (excluding petroleum and other gaseous hydrocarbons)
2706|Tar distilled from coal, from lignite, peat and other mineral tars, whether or not dehydrated or partially distilled; including reconstituted tars
270600|Tar; distilled from coal, lignite or peat, and other mineral tars, whether or not dehydrated or partially distilled, including reconstituted tars
2707|Oils and other products of the distillation of high temperature coal tar; similar products in which the weight of the aromatic constituents exceeds that of the non-aromatic constituents
270710|Oils and products of the distillation of high temperature coal tar; benzol (benzene)
270720|Oils and products of the distillation of high temperature coal tar; toluol (toluene)
270730|Oils and products of the distillation of high temperature coal tar; xylol (xylenes)
270740|Oils and products of the distillation of high temperature coal tar; naphthalene
270750|Aromatic hydrocarbon mixtures; n.e.c. in heading no. 2707, of which 65% or more by volume (including losses) distils at 250 degrees Celsius by the ISO 3405 method (equivalent to the ASTM D 86 method)
270791|Oils and other products of the distillation of high temperature coal tar; creosote oils
270799|Oils and other products of the distillation of high temperature coal tar; n.e.c. in heading no. 2707
2708|Pitch and pitch coke; obtained from coal tar or from other mineral tars
270810|Pitch; obtained from coal tar or from other mineral tars
270820|Pitch coke; obtained from coal tar or from other mineral tars
2709|Petroleum oils and oils obtained from bituminous minerals; crude
270900|Oils; petroleum oils and oils obtained from bituminous minerals, crude
2710|Petroleum oils and oils from bituminous minerals, not crude; preparations n.e.c, containing by weight 70% or more of petroleum oils or oils from bituminous minerals; these being the basic constituents of the preparations; waste oils
271012|Petroleum oils and oils from bituminous minerals, not containing biodiesel, not crude, not waste oils; preparations n.e.c, containing by weight 70% or more of petroleum oils or oils from bituminous minerals; light oils and preparations
271019|Petroleum oils and oils from bituminous minerals, not containing biodiesel, not crude, not waste oils; preparations n.e.c, containing by weight 70% or more of petroleum oils or oils from bituminous minerals; not light oils and preparations
271020|Petroleum oils and oils from bituminous minerals, containing biodiesel, not crude, not waste oils; preparations n.e.c, containing by weight 70% or more of petroleum oils or oils from bituminous minerals
271091|Waste Oils; of petroleum or obtained from bituminous minerals, not crude; and preparations n.e.c., weight 70% or preparations of the same, containing polychlorinated biphenyls (PCBs), polychorinated terphenyls (PCTs) or polybrominated biphenyls (PBBs)
271099|Waste Oils; of petroleum or obtained from bituminous minerals, not crude and preparations n.e.c., weight 70% or preparations of the same, not containing polychlorinated biphenyls (PCBs), polychorinated terphenyls (PCTs) or polybrominated biphenyls (PBBs)
2711|Petroleum gases and other gaseous hydrocarbons
271111|Petroleum gases and other gaseous hydrocarbons; liquefied, natural gas
271112|Petroleum gases and other gaseous hydrocarbons; liquefied, propane
271113|Petroleum gases and other gaseous hydrocarbons; liquefied, butanes
271114|Petroleum gases and other gaseous hydrocarbons; liquefied, ethylene, propylene, butylene and butadiene
271119|Petroleum gases and other gaseous hydrocarbons; liquefied, n.e.c. in heading no. 2711
271121|Petroleum gases and other gaseous hydrocarbons; in gaseous state, natural gas
271129|Petroleum gases and other gaseous hydrocarbons; in gaseous state, other than natural gas
2712|Petroleum jelly; paraffin wax, micro-crystalline petroleum wax, slack wax, ozokerite, lignite wax, peat wax, other mineral waxes, similar products obtained by synthesis, other processes; coloured or not
271210|Petroleum jelly
271220|Paraffin wax; containing by weight less than 0.75% of oil, obtained by synthesis or by other processes, whether or not coloured
271290|Paraffin wax; containing by weight 0.75% or more of oil, obtained by synthesis or by other processes, whether or not coloured
2713|Petroleum coke, petroleum bitumen; other residues of petroleum oils or oils obtained from bituminous minerals
271311|Petroleum coke; (not calcined), obtained from bituminous minerals
271312|Petroleum coke; calcined, obtained from bituminous minerals
271320|Petroleum bitumen; obtained from bituminous minerals
271390|Residues; of petroleum oils or of oils obtained from bituminous minerals
2714|Bitumen and asphalt, natural; bituminous or oil shale and tar sands; asphaltites and asphaltic rocks
271410|Bituminous or oil shale and tar sands
271490|Bitumen and asphalt, natural; asphaltites and asphaltic rock
2715|Bituminous mixtures based on natural asphalt; on natural bitumen, on petroleum bitumen, on mineral tar or on mineral tar pitch (e.g. bituminous mastics, cut-backs)
271500|Bituminous mixtures based on natural asphalt, on natural bitumen, on petroleum bitumen, on mineral tar or on mineral tar pitch (e.g. bituminous mastics, cut-backs)
2716|Electrical energy
271600|Electrical energy`;
