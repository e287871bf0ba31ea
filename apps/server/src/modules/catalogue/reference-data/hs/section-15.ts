/** Harmonized System nomenclature, section XV: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_15 = `72|Iron and steel
7201|Pig iron and spiegeleisen in pigs, blocks or other primary forms
720110|Iron; non-alloy pig iron containing by weight 0.5% or less of phosphorus, in pigs, blocks or other primary forms
720120|Iron; non-alloy pig iron containing by weight more than 0.5% of phosphorus, in pigs, blocks or other primary forms
720150|Iron; alloy pig iron; spiegeleisen, in pigs, blocks or other primary forms
7202|Ferro-alloys
720211|Ferro-alloys; ferro-manganese, containing by weight more than 2% of carbon
720219|Ferro-alloys; ferro-manganese, containing by weight 2% or less of carbon
720221|Ferro-alloys; ferro-silicon, containing by weight more than 55% of silicon
720229|Ferro-alloys; ferro-silicon, containing by weight 55% or less of silicon
720230|Ferro-alloys; ferro-silico-manganese
720241|Ferro-alloys; ferro-chromium, containing by weight more than 4% of carbon
720249|Ferro-alloys; ferro-chromium, containing by weight 4% or less of carbon
720250|Ferro-alloys; ferro-silico-chromium
720260|Ferro-alloys; ferro-nickel
720270|Ferro-alloys; ferro-molybdenum
720280|Ferro-alloys; ferro-tungsten and ferro-silico-tungsten
720291|Ferro-alloys; ferro-titanium and ferro-silico-titanium
720292|Ferro-alloys; ferro-vanadium
720293|Ferro-alloys; ferro-niobium
720299|Ferro-alloys; n.e.c. in heading no. 7202
7203|Ferrous products obtained by direct reduction of iron ore and other spongy ferrous products, in lumps, pellets or the like; iron having a minimum purity of 99.94%, in lumps, pellets or similar forms
720310|Ferrous products; obtained by direct reduction of iron ore, in lumps, pellets or similar forms
720390|Ferrous products; spongy ferrous products and iron having a minimum purity by weight of 99.94%, in lumps, pellets or similar forms
7204|Ferrous waste and scrap; remelting scrap ingots of iron or steel
720410|Ferrous waste and scrap; of cast iron
720421|Ferrous waste and scrap; of stainless steel
720429|Ferrous waste and scrap; of alloy steel (excluding stainless)
720430|Ferrous waste and scrap; of tinned iron or steel
720441|Ferrous waste and scrap; turnings, shavings, chips, milling waste, sawdust, filings, trimmings and stampings, whether or not in bundles
720449|Ferrous waste and scrap; n.e.c. in heading no. 7204
720450|Ferrous products; remelting scrap ingots
7205|Granules and powders, of pig iron, spiegeleisen, iron or steel
720510|Iron or steel, pig iron, spiegeleisen; granules thereof
720521|Alloy steel powders
720529|Iron or steel, pig iron, spiegeleisen; powders (excluding alloy steel)
7206|Iron and non-alloy steel in ingots or other primary forms (excluding iron of heading no. 7203)
720610|Iron or non-alloy steel; ingots (excluding iron of heading no. 7203)
720690|Iron or non-alloy steel; primary forms (excluding ingots and iron of heading no. 7203)
7207|Iron or non-alloy steel; semi-finished products thereof
720711|Iron or non-alloy steel; semi-finished products of iron or non-alloy steel; containing by weight less than 0.25% of carbon, of rectangular (including square) cross-section, width less than twice thickness
720712|Iron or non-alloy steel; semi-finished products of iron or non-alloy steel; containing by weight less than 0.25% of carbon, of rectangular (other than square) cross-section
720719|Iron or non-alloy steel; semi-finished products of iron or non-alloy steel, containing by weight less than 0.25% of carbon, other than rectangular or square cross-section
720720|Iron or non-alloy steel; semi-finished products of iron or non-alloy steel, containing by weight 0.25% or more of carbon
7208|Iron or non-alloy steel; flat-rolled products of a width of 600mm or more, hot-rolled, not clad, plated or coated
720810|Iron or non-alloy steel; in coils, flat-rolled, of a width 600mm or more, hot-rolled, with patterns in relief
720825|Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, pickled, of a thickness of 4.75mm or more
720826|Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, pickled, of a thickness of 3mm or more but less than 4.75mm
720827|Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, pickled, of a thickness of less than 3mm
720836|Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness exceeding 10mm
720837|Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of 4.75mm or more but not exceeding 10mm
720838|Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of 3mm or more but less than 4.75mm
720839|Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, of a thickness of less than 3mm
720840|Iron or non-alloy steel; (not in coils), flat-rolled, of a width 600mm or more, hot-rolled, with patterns in relief
720851|Iron or non-alloy steel; (not in coils), flat-rolled, of a width 600mm or more, hot-rolled, without patterns in relief, of a thickness exceeding 10mm
720852|Iron or non-alloy steel; (not in coils), flat-rolled, of a width 600mm or more, hot-rolled, without patterns in relief, of a thickness of 4.75mm or more but not exceeding 10mm
720853|Iron or non-alloy steel; (not in coils), flat-rolled, of a width 600mm or more, hot-rolled, without patterns in relief, of a thickness of 3mm or more but less than 4.75mm
720854|Iron or non-alloy steel; (not in coils), flat-rolled, of a width 600mm or more, hot-rolled, without patterns in relief, of a thickness of less than 3mm
720890|Iron or non-alloy steel; flat-rolled, hot-rolled, of a width 600mm or more, n.e.c. in heading no. 7208
7209|Iron or non-alloy steel; flat-rolled products, width 600mm or more, cold-rolled (cold-reduced), not clad, plated or coated
720915|Iron or non-alloy steel; in coils, flat-rolled, width 600mm or more, cold-rolled, of a thickness of 3mm or more
720916|Iron or non-alloy steel; in coils, flat-rolled, width 600mm or more, cold-rolled, of a thickness exceeding 1mm but less than 3mm
720917|Iron or non-alloy steel; in coils, flat-rolled, width 600mm or more, cold-rolled, of a thickness of 0.5mm or more but not exceeding 1mm
720918|Iron or non-alloy steel; in coils, flat-rolled, width 600mm or more, cold-rolled, of a thickness of less than 0.5mm
720925|Iron or non-alloy steel; (not in coils), flat-rolled, width 600mm or more, cold-rolled, of a thickness of 3mm or more
720926|Iron or non-alloy steel; (not in coils), flat-rolled, width 600mm or more, cold-rolled, of a thickness exceeding 1mm but less than 3mm
720927|Iron or non-alloy steel; (not in coils), flat-rolled, width 600mm or more, cold-rolled, of a thickness of 0.5mm or more but not exceeding 1mm
720928|Iron or non-alloy steel; (not in coils), flat-rolled, width 600mm or more, cold-rolled, of a thickness of less than 0.5mm
720990|Iron or non-alloy steel; flat-rolled, width 600mm or more, cold-rolled, n.e.c. in heading no. 7209
7210|Iron or non-alloy steel; flat-rolled products, width 600mm or more, clad, plated or coated
721011|Iron or non-alloy steel; flat-rolled, width 600mm or more, plated or coated with tin, thickness of 0.5mm or more
721012|Iron or non-alloy steel; flat-rolled, width 600mm or more, plated or coated with tin, thickness of less than 0.5mm
721020|Iron or non-alloy steel; flat-rolled, width 600mm or more, plated or coated with lead, including terne-plate
721030|Iron or non-alloy steel; flat-rolled, width 600mm or more, electrolytically plated or coated with zinc
721041|Iron or non-alloy steel; flat-rolled, width 600mm or more, corrugated, plated or coated with zinc (not electrolytically)
721049|Iron or non-alloy steel; flat-rolled, width 600mm or more, (not corrugated), plated or coated with zinc (not electrolytically)
721050|Iron or non-alloy steel; flat-rolled, width 600mm or more, plated or coated with chromium oxides or with chromium and chromium oxides
721061|Iron or non-alloy steel; flat-rolled, width 600mm or more, plated or coated with aluminium zinc-alloys
721069|Iron or non-alloy steel; flat-rolled, width 600mm or more, plated or coated with aluminium, other than plated or coated with aluminium zinc-alloys
721070|Iron or non-alloy steel; flat-rolled, width 600mm or more, painted, varnished or coated with plastics
721090|Iron or non-alloy steel; flat-rolled, width 600mm or more, plated or coated with materials n.e.c. in heading no. 7210
7211|Iron or non-alloy steel; flat-rolled products, width less than 600mm, not clad, plated or coated
721113|Iron or non-alloy steel; flat-rolled, hot-rolled, rolled on four faces or in a closed box pass, of a width more than 150mm but less than 600mm, 4mm thick or more, not in coils, without patterns in relief
721114|Iron or non-alloy steel; flat-rolled, hot-rolled, of a width less than 600mm, 4.75mm thick or more, excluding those of item no. 7211.13
721119|Iron or non-alloy steel; flat-rolled, hot-rolled, of a width less than 600mm, less than 4.75mm thick, excluding those of item no. 7211.13
721123|Iron or non-alloy steel; flat-rolled, cold-rolled, of a width less than 600mm, containing by weight less than 0.25% of carbon
721129|Iron or non-alloy steel; flat-rolled, cold-rolled, of a width less than 600mm, containing by weight 0.25% or more of carbon
721190|Iron or non-alloy steel; flat-rolled, n.e.c. in heading no. 7211, width less than 600mm
7212|Iron or non-alloy steel; flat-rolled products, width less than 600mm, clad, plated or coated
721210|Iron or non-alloy steel; flat-rolled, width less than 600mm, plated or coated with tin
721220|Iron or non-alloy steel; flat-rolled, of a width less than 600mm, electrolytically plated or coated with zinc
721230|Iron or non-alloy steel; flat-rolled, width less than 600mm, plated or coated with zinc (not electrolytically)
721240|Iron or non-alloy steel; flat-rolled, width less than 600mm, painted, varnished or coated with plastics
721250|Iron or non-alloy steel; flat-rolled, width less than 600mm, plated or coated, (excluding tin, zinc or plastic)
721260|Iron or non-alloy steel; flat-rolled, width less than 600mm, clad
7213|Iron or non-alloy steel; bars and rods, hot-rolled, in irregularly wound coils
721310|Iron or non-alloy steel; bars and rods, hot-rolled, in irregularly wound coils, containing indentations, ribs, grooves or other deformations produced during the rolling process
721320|Iron or non-alloy steel; bars and rods, hot-rolled, in irregularly wound coils, of free-cutting steel
721391|Iron or non-alloy steel; bars and rods, hot-rolled, in irregularly wound coils, n.e.c. in heading no. 7213, of circular cross-section measuring less than 14mm in diameter
721399|Iron or non-alloy steel; bars and rods, hot-rolled, in irregularly wound coils, n.e.c. in heading no. 7213, of circular cross-section measuring 14mm or more in diameter
7214|Iron or non-alloy steel; bars and rods, not further worked than forged, hot-rolled, hot drawn or hot-extruded, but including those twisted after rolling
721410|Iron or non-alloy steel; bars and rods, forged, hot-rolled, hot-drawn or hot-extruded, but including those twisted after rolling
721420|Iron or non-alloy steel; bars and rods, hot-rolled, hot-drawn or hot-extruded, containing indentations, ribs, grooves or other deformations produced during the rolling process or twisted after rolling
721430|Iron or non-alloy steel; bars and rods, hot-rolled, hot-drawn or hot-extruded, including those twisted after rolling, of free-cutting steel
721491|Iron or non-alloy steel; bars and rods, hot-rolled, hot-drawn or hot-extruded, n.e.c. in heading no. 7214, of rectangular (other than square) cross-section
721499|Iron or non-alloy steel; bars and rods, hot-rolled, hot-drawn or hot-extruded, n.e.c. in heading no. 7214, other than of rectangular cross-section
7215|Iron or non-alloy steel; bars and rods, n.e.c. in chapter 72
721510|Iron or non-alloy steel; bars and rods, of free-cutting steel, cold-formed or cold-finished, n.e.c. in chapter 72
721550|Iron or non-alloy steel; bars and rods, n.e.c. in chapter 72, cold-formed or cold-finished, (not free-cutting)
721590|Iron or non-alloy steel; bars and rods, n.e.c. in chapter 72, n.e.c. in heading no. 7215
7216|Iron or non-alloy steel, angles, shapes and sections
721610|Iron or non-alloy steel; U, I or H sections, hot-rolled, hot-drawn or extruded, of a height of less than 80mm
721621|Iron or non-alloy steel; L sections, hot-rolled, hot-drawn or extruded, of a height of less than 80mm
721622|Iron or non-alloy steel; T sections, hot-rolled, hot-drawn or extruded, of a height less than 80mm
721631|Iron or non-alloy steel; U sections, hot-rolled, hot-drawn or extruded, of a height of 80mm or more
721632|Iron or non-alloy steel; I sections, hot-rolled, hot-drawn or extruded, of a height of 80mm or more
721633|Iron or non-alloy steel; H sections, hot-rolled, hot-drawn or extruded, of a height of 80mm or more
721640|Iron or non-alloy steel; L or T sections, hot-rolled, hot-drawn or extruded, of a height of 80mm or more
721650|Iron or non-alloy steel; angles, shapes and sections, n.e.c. in heading no. 7216, hot-rolled, hot-drawn or extruded
721661|Iron or non-alloy steel; angles, shapes and sections, cold-formed or cold-finished, obtained from flat-rolled products
721669|Iron or non-alloy steel; angles, shapes and sections, cold-formed or cold-finished, (not obtained from flat-rolled products)
721691|Iron or non-alloy steel; angles, shapes and sections, n.e.c. in heading no. 7216, cold-formed or cold-finished, from flat-rolled products
721699|Iron or non-alloy steel; angles, shapes and sections, n.e.c. in heading no. 7216
7217|Wire of iron or non-alloy steel
721710|Iron or non-alloy steel; wire, (not plated or coated), whether or not polished
721720|Iron or non-alloy steel; wire, plated or coated with zinc
721730|Iron or non-alloy steel; wire, plated or coated with base metals (other than zinc)
721790|Iron or non-alloy steel; wire, n.e.c. in heading no. 7217
7218|Stainless steel in ingots or other primary forms; semi-finished products of stainless steel
721810|Steel, stainless; ingots and other primary forms
721891|Steel, stainless; semi-finished products, of rectangular (other than square) cross-section
721899|Steel, stainless; semi-finished products, other than of rectangular cross-section
7219|Stainless steel; flat-rolled products of width of 600mm or more
721911|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, in coils, of a thickness exceeding 10mm
721912|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, in coils, of a thickness of 4.75mm or more but not exceeding 10mm
721913|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, in coils, of a thickness of 3mm or more but less than 4.75mm
721914|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, in coils, of a thickness of less than 3mm
721921|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, (not in coils), of a thickness exceeding 10mm
721922|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, (not in coils), of a thickness of 4.75mm or more but not exceeding 10mm
721923|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, (not in coils), of a thickness of 3mm or more but less than 4.75mm
721924|Steel, stainless; flat-rolled, width 600mm or more, hot-rolled, (not in coils), of a thickness of less than 3mm
721931|Steel, stainless; flat-rolled, width 600mm or more, cold-rolled or cold-reduced, of a thickness of 4.75mm or more
721932|Steel, stainless; flat-rolled, width 600mm or more, cold-rolled, of a thickness of 3mm or more but less than 4.75mm
721933|Steel, stainless; flat-rolled, width 600mm or more, cold-rolled, of a thickness exceeding 1mm but less than 3mm
721934|Steel, stainless; flat-rolled, width 600mm or more, cold-rolled, of a thickness of 0.5mm or more but not exceeding 1mm
721935|Steel, stainless; flat-rolled, width 600mm or more, cold-rolled, of a thickness of less than 0.5mm
721990|Steel, stainless; flat-rolled, width 600mm or more, n.e.c. in heading no. 7219
7220|Stainless steel; flat-rolled products of width less than 600mm
722011|Steel, stainless; flat-rolled, width less than 600mm, hot-rolled, of a thickness of 4.75mm or more
722012|Steel, stainless; flat-rolled, width less than 600mm, hot-rolled, of a thickness of less than 4.75mm
722020|Steel, stainless; flat-rolled, width less than 600mm, cold-rolled
722090|Steel, stainless; flat-rolled, width less than 600mm, n.e.c. in heading no 7220
7221|Stainless steel bars and rods, hot-rolled, in irregularly wound coils
722100|Steel, stainless; bars and rods, hot-rolled, in irregularly wound coils
7222|Stainless steel bars and rods, angles, shapes and sections
722211|Steel, stainless; bars and rods, hot-rolled, hot-drawn or extruded, of circular cross-section
722219|Steel, stainless; bars and rods, hot-rolled, hot-drawn or extruded, other than of circular cross-section
722220|Steel, stainless; bars and rods, cold-formed or cold-finished
722230|Steel, stainless; bars and rods, n.e.c. in heading no. 7222
722240|Steel, stainless; angles, shapes and sections
7223|Stainless steel wire
722300|Steel, stainless; wire
7224|Alloy steel in ingots or other primary forms, semi-finished products of other alloy steel
722410|Steel, alloy; ingots and other primary forms
722490|Steel, alloy; semi-finished products
7225|Alloy steel flat-rolled products, of a width 600mm or more
722511|Steel, alloy; flat-rolled, width 600mm or more, of silicon-electrical steel, grain-oriented
722519|Steel, alloy; flat-rolled, width 600mm or more, of silicon-electrical steel, (other than grain-oriented)
722530|Steel, alloy; flat-rolled, width 600mm or more, hot-rolled, in coils
722540|Steel, alloy; flat-rolled, width 600mm or more, hot-rolled, not in coils
722550|Steel, alloy; flat-rolled, width 600mm or more, cold-rolled
722591|Steel, alloy; flat-rolled, width 600mm or more, n.e.c. in heading no. 7225, electrolytically plated or coated with zinc
722592|Steel, alloy; flat-rolled, width 600mm or more, n.e.c. in heading no. 7225, plated or coated with zinc (other than electrolytically)
722599|Steel, alloy; flat-rolled, width 600mm or more, n.e.c. in heading no. 7225, (other than plated or coated with zinc)
7226|Alloy steel flat-rolled products, of a width of less than 600mm
722611|Steel, alloy; flat-rolled, width less than 600mm, of silicon-electrical steel, grain-oriented
722619|Steel, alloy; flat-rolled, width less than 600mm, of silicon-electrical steel, other than grain-oriented
722620|Steel, alloy; flat-rolled, width less than 600mm, of high speed steel
722691|Steel, alloy; flat-rolled, width less than 600mm, (excluding silicon-electrical or high speed steel), hot-rolled
722692|Steel, alloy; flat-rolled, width less than 600mm, (excluding silicon-electrical or high speed steel), cold-rolled
722699|Steel, alloy; flat-rolled, width less than 600mm, n.e.c. in item no. 7226.9
7227|Steel, alloy; bars and rods, hot-rolled, in irregularly wound coils
722710|Steel, alloy; bars and rods, hot-rolled, in irregularly wound coils, of high speed steel
722720|Steel, alloy; bars and rods, hot-rolled, in irregularly wound coils, of silico-manganese steel
722790|Steel, alloy; bars and rods, hot-rolled, in irregularly wound coils, n.e.c. in heading no. 7227
7228|Alloy steel bars, rods, shapes and sections; hollow drill bars and rods, of alloy or non-alloy steel
722810|Steel, alloy; bars and rods, of high speed steel
722820|Steel, alloy; bars and rods, of silico-manganese steel
722830|Steel, alloy; bars and rods, hot-rolled, hot-drawn or extruded
722840|Steel, alloy; bars and rods, forged
722850|Steel, alloy; bars and rods, cold-formed or cold-finished
722860|Steel, alloy; bars and rods n.e.c. in heading no. 7228
722870|Steel, alloy; angles, shapes and sections
722880|Steel, alloy or non-alloy; hollow drill bars and rods
7229|Wire of other alloy steel
722920|Steel, alloy; wire, of silico-manganese steel
722990|Steel, alloy; wire, of materials other than silico-manganese steel
73|Iron or steel articles
7301|Iron or steel sheet piling, whether or not drilled, punched or made from assembled elements; welded angles, shapes and sections, of iron or steel
730110|Iron or steel; sheet piling, whether or not drilled, punched or made from assembled elements
730120|Iron or steel; angles, shapes and sections, welded
7302|Railway or tramway track constructions of iron or steel; rails, check and track rails, switch blades, crossing frogs, point rods, sleepers, fish-plates, chair wedges, sole plates, bedplates, ties and the like
730210|Iron or steel, railway or tramway track construction material; rails
730230|Iron or steel, railway or tramway track construction material; switch blades, crossing frogs, point rods and other crossing pieces
730240|Iron or steel, railway or tramway track construction material; fish-plates and sole plates
730290|Iron or steel, railway or tramway track construction material; n.e.c. in heading no. 7302
7303|Tubes, pipes and hollow profiles, of cast iron
730300|Cast iron; tubes, pipes and hollow profiles
7304|Tubes, pipes and hollow profiles, seamless, of iron (other than cast iron) or steel
730411|Iron or steel (excluding cast iron); seamless, line pipe of a kind used for oil or gas pipelines, of stainless steel
730419|Iron or steel (excluding cast iron or stainless steel); seamless, line pipe of a kind used for oil or gas pipelines
730422|Steel, stainless; seamless, drill pipe, of a kind used in drilling for oil or gas
730423|Iron or steel (excluding cast iron or stainless steel); seamless, drill pipe, of a kind used in drilling for oil or gas
730424|Steel, stainless; seamless, casing and tubing, of a kind used in drilling for oil or gas
730429|Iron or steel (excluding cast iron or stainless steel); seamless, casing and tubing, of a kind used in drilling for oil or gas
730431|Iron or non-alloy steel (excluding cast iron); seamless, cold-drawn or cold-rolled, tubes, pipes and hollow profiles of circular cross-section
730439|Iron or non-alloy steel (excluding cast iron); seamless, (excluding cold-drawn or cold-rolled), tubes, pipes and hollow profiles of circular cross-section
730441|Steel, stainless; cold-drawn or cold-rolled (cold-reduced), tubes and pipes of circular cross-section
730449|Steel, stainless; (excluding cold-drawn or cold-rolled), tubes pipes and hollow profiles of circular cross-section
730451|Steel, alloy (not stainless steel); seamless, cold-drawn or cold-rolled (cold-reduced), tubes, pipes and hollow profiles of circular cross-section
730459|Steel, alloy (not stainless steel); (excluding cold-drawn or cold-rolled), tubes, pipes and hollow profiles of circular cross-section
730490|Iron or steel (excluding cast iron); seamless, tubes, pipes and hollow profiles, seamless, n.e.c. in heading no. 7304
7305|Iron or steel (excluding cast iron); tubes and pipes (e.g. welded, riveted or similarly closed), having circular cross-sections, external diameter of which exceeds 406.4mm, not seamless
730511|Iron or steel (excluding cast iron); line pipe of a kind used for oil or gas pipelines (not seamless), longitudinally submerged arc welded, having circular cross-sections, external diameter exceeds 406.4mm
730512|Iron or steel (excluding cast iron); line pipe of a kind used for oil or gas pipelines (not seamless), longitudinally welded (not submerged arc welded), having circular cross-sections, external diameter exceeds 406.4mm
730519|Iron or steel (excluding cast iron); line pipe of a kind used for oil or gas pipelines (not seamless), (not longitudinally welded), having circular cross-sections, external diameter exceeds 406.4mm
730520|Iron or steel (excluding cast iron); casing of a kind used in drilling for oil or gas (not seamless), having circular cross-sections, external diameter exceeds 406.4mm
730531|Iron or steel (excluding cast iron); tubes and pipes (other than line pipe or casing of a kind used for oil or gas pipelines), longitudinally welded, having circular cross-sections, external diameter exceeds 406.4mm, (not seamless)
730539|Iron or steel (excluding cast iron); tubes and pipes (other than line pipe or casing of a kind used for oil or gas pipelines), welded (not longitudinally welded), having circular cross-sections, external diameter exceeds 406.4mm, (not seamless)
730590|Iron or steel (excluding cast iron); tubes and pipes n.e.c. in heading no. 7305, having circular cross-sections, external diameter exceeds 406.4mm, (not seamless)
7306|Iron or steel (excluding cast iron); tubes, pipes and hollow profiles (not seamless), n.e.c. in chapter 73
730611|Steel; stainless; line pipe of a kind used for oil or gas pipelines n.e.c. in chapter 73, welded, (not seamless)
730619|Iron or steel (excluding cast iron); line pipe of a kind used for oil or gas pipelines (other than of stainless steel or seamless), n.e.c. in chapter 73
730621|Steel, stainless; casing and tubing of a kind used in drilling for oil and gas, n.e.c. in chapter 73, welded, (not seamless)
730629|Iron or steel (excluding cast iron); casing and tubing of a kind used in drilling for oil and gas (other than stainless steel or seamless), n.e.c. in chapter 73
730630|Iron or non-alloy steel (excluding cast iron); tubes and pipes (not seamless), welded, of circular cross-section, n.e.c. in chapter 73
730640|Steel, stainless; tubes, pipes and hollow profiles, welded, of circular cross-section, n.e.c. in chapter 73
730650|Steel, alloy; tubes, pipes and hollow profiles (other than stainless steel or seamless), welded, of circular cross-section, n.e.c. in chapter 73
730661|Iron or steel (excluding cast iron); tubes, pipes and hollow profiles (not seamless), welded, of square or rectangular cross-section, n.e.c. in chapter 73
730669|Iron or steel (excluding cast iron); tubes, pipes and hollow profiles (not seamless), n.e.c. in chapter 73, welded, of non-circular cross-section (not square or rectangular cross-section)
730690|Iron or steel (excluding cast iron); tubes, pipes and hollow profiles (not seamless), n.e.c. in chapter 73
7307|Tube or pipe fittings (e.g. couplings, elbows, sleeves), of iron or steel
730711|Cast iron; cast fittings, of non-malleable cast iron
730719|Iron or steel; cast fittings, other than of non-malleable cast iron
730721|Steel, stainless; tube or pipe fittings, flanges, of stainless steel
730722|Steel, stainless; tube or pipe fittings, threaded elbows, bends and sleeves
730723|Steel, stainless; tube or pipe fittings, butt welding fittings
730729|Steel, stainless; tube or pipe fittings, n.e.c. in item no. 7307.2
730791|Iron or steel; tube or pipe fittings, flanges, other than stainless steel
730792|Iron or steel; tube or pipe fittings, threaded elbows, bends and sleeves, other than stainless steel
730793|Iron or steel; tube or pipe fittings, butt welding fittings, other than stainless steel
730799|Iron or steel; tube or pipe fittings, n.e.c. in item no. 7307.9, other than stainless steel
7308|Structures of iron or steel and parts thereof; plates, rods, angles, shapes, sections, tubes and the like, prepared for use in structures
730810|Iron or steel; structures and parts thereof, bridges and bridge-sections
730820|Iron or steel; structures and parts thereof, towers and lattice masts
730830|Iron or steel; structures and parts thereof, doors, windows and their frames and thresholds for doors
730840|Iron or steel; structures and parts thereof, props and similar equipment for scaffolding, shuttering or pit-propping
730890|Iron or steel; structures and parts thereof, n.e.c. in heading 7308
7309|Reservoirs, tanks, vats and similar containers; for any material (excluding compressed or liquefied gas), of iron or steel, capacity exceeding 300l, whether or not lined or heat insulated
730900|Reservoirs, tanks, vats and similar containers; for any material (excluding compressed or liquefied gas), of iron or steel, capacity exceeding 300l, whether or not lined or heat insulated
7310|Tanks, casks, drums, cans, boxes and similar containers, for any material (excluding compressed or liquefied gas), of iron or steel, capacity not exceeding 300l, whether or not lined or heat-insulated
731010|Tanks, casks, drums, cans, boxes and similar containers, for any material (excluding compressed or liquefied gas), 50l or more capacity but not exceeding 300l
731021|Cans; which are to be closed by soldering or crimping, for any material (excluding compressed or liquefied gas), less than 50l capacity, of iron or steel
731029|Tanks, casks, drums, boxes and similar containers for any material (excluding compressed or liquefied gas) less than 50l capacity, n.e.c. in item no. 7310.2, of iron or steel
7311|Containers for compressed or liquefied gas, of iron or steel
731100|Containers for compressed or liquefied gas, of iron or steel
7312|Stranded wire, ropes, cables, plaited bands, slings and the like, of iron or steel, not electrically insulated
731210|Iron or steel; stranded wire, ropes and cables, not electrically insulated
731290|Iron or steel; plaited bands, slings and the like, not electrically insulated
7313|Barbed wire of iron or steel; twisted hoop or single flat wire, barbed or not and loosely twisted double wire, of a kind used for fencing, of iron or steel
731300|Iron of steel; barbed wire, twisted hoop or single flat wire and loosely twisted double wire, used for fencing
7314|Cloth (including endless bands), grill, netting and fencing, of iron or steel wire; expanded metal of iron or steel
731412|Iron or steel; woven cloth, endless bands for machinery, of stainless steel
731414|Iron or steel; woven cloth, of stainless steel, (other than endless bands for machinery)
731419|Iron or steel; woven cloth, other than of stainless steel
731420|Iron or steel wire; grill, netting and fencing, welded at intersections, of wire with a maximum cross-sectional dimension of 3mm or more and mesh size 100cm2 or more
731431|Iron or steel wire; grill, netting and fencing, welded at the intersection, n.e.c. in item no. 7314.20, plated or coated with zinc
731439|Iron or steel wire; grill, netting and fencing, welded at the intersection, n.e.c. in item no. 7314.20, (other than plated or coated with zinc)
731441|Iron or steel wire; grill, netting and fencing, plated or coated with zinc
731442|Iron or steel wire; grill, netting and fencing, coated with plastic
731449|Iron or steel wire; grill, netting and fencing, coated with materials other than zinc or plastic
731450|Iron or steel; expanded metal
7315|Chain and parts thereof, of iron or steel
731511|Chain; articulated link, roller, of iron or steel
731512|Chain; articulated link, (other than roller), of iron or steel
731519|Chain; articulated link parts, of iron or steel
731520|Chain; skid, articulated link chain and parts thereof, of iron or steel
731581|Chain; stud-link chain, of iron or steel
731582|Chain; welded link chain, of iron or steel
731589|Chain; n.e.c. in heading no. 7315, of iron or steel
731590|Chain; parts n.e.c. in heading no. 7315, of iron or steel
7316|Anchors, grapnels and parts thereof, of iron or steel
731600|Iron or steel; anchors, grapnels and parts thereof
7317|Nails, tacks, drawing pins, corrugated nails, staples (not those of heading no. 8305) and the like, of iron or steel, with heads of other material or not, but excluding articles with heads of copper
731700|Iron or steel; nails, tacks, drawing pins, corrugated nails, staples (not those of heading no. 8305) and the like, with heads of other material or not, but excluding articles with heads of copper
7318|Screws, bolts, nuts, coach screws, screw hooks, rivets, cotters, cotter-pins, washers (including spring washers) and similar articles, of iron or steel
731811|Iron or steel; threaded coach screws
731812|Iron or steel; threaded wood screws other than coach screws
731813|Iron or steel; threaded screw hooks and screw rings
731814|Iron or steel; threaded self-tapping screws
731815|Iron or steel; threaded screws and bolts n.e.c. in item no. 7318.1, whether or not with their nuts or washers
731816|Iron or steel; threaded nuts
731819|Iron or steel; threaded screws, bolts and nuts n.e.c. in item no. 7318.1
731821|Iron or steel; non-threaded spring washers and other lock washers
731822|Iron or steel; non-threaded washers, excluding spring and lock
731823|Iron or steel; non-threaded rivets
731824|Iron or steel; non-threaded cotters and cotter-pins
731829|Iron or steel; non-threaded articles, n.e.c. in item no. 7318.2
7319|Sewing and knitting needles, bodkins, crochet hooks, embroidery stilettos and similar articles, for use in the hand, of iron or steel; safety pins and other pins of iron or steel, not elsewhere specified or included
731940|Safety pins and other pins; of iron or steel
731990|Sewing and knitting needles, bodkins, crochet hooks, embroidery stilettos and similar articles, for use in the hand, not elsewhere specified or included, of iron or steel
7320|Springs and leaves for springs, of iron or steel
732010|Iron or steel; leaf-springs and leaves therefor
732020|Iron or steel; helical springs and leaves for springs
732090|Iron or steel; springs n.e.c. in heading no. 7320
7321|Stoves, ranges, grates, cookers (those with subsidiary boilers for central heating), barbecues, braziers, gas-rings, plate warmers and similar non-electric domestic appliances and parts, of iron or steel
732111|Cooking appliances and plate warmers; for gas fuel or for both gas and other fuels, of iron or steel
732112|Cooking appliances and plate warmers; for liquid fuel, of iron or steel
732119|Cooking appliances and plate warmers; for solid fuel and fuels other than gas or liquid, of iron or steel
732181|Domestic appliances; non-electric, (other than cookers and plate warmers), for gas fuel or for both gas and other fuels, of iron or steel
732182|Domestic appliances; non-electric, (other than cookers and plate warmers), for liquid fuel, of iron or steel
732189|Domestic appliances; non-electric, (other than cookers and plate warmers), for solid fuel and fuels other than gas or liquid, of iron or steel
732190|Domestic appliances; non-electric, parts thereof, of iron or steel
7322|Radiators for central heating, not electrically heated and parts thereof, of iron or steel; air heaters, hot air distributors not electrically heated, with motor fan or blower
732211|Radiators and parts thereof; for central heating, (not electrically heated), of cast iron
732219|Radiators and parts thereof; for central heating, (not electrically heated), of iron or steel other than cast iron
732290|Air heaters and hot air distributors, (not electrically heated), incorporating a motor-driven fan or blower and parts thereof, of iron or steel
7323|Table, kitchen, other household articles and parts, of iron or steel; iron or steel wool; pot scourers and scouring or polishing pads, gloves and the like, of iron or steel
732310|Iron or steel; wool, pot scourers and scouring or polishing pads, gloves and the like
732391|Cast iron; table, kitchen and other household articles and parts thereof, of cast iron, not enamelled
732392|Cast iron; table, kitchen and other household articles and parts thereof, of cast iron, enamelled
732393|Steel, stainless; table, kitchen and other household articles and parts thereof
732394|Iron (excluding cast) or steel; table, kitchen and other household articles and parts thereof, enamelled
732399|Iron or steel; table, kitchen and other household articles and parts thereof, of iron or steel n.e.c. in heading no. 7323
7324|Sanitary ware and parts thereof, of iron or steel
732410|Steel; sinks and wash basins, of stainless steel
732421|Cast iron, baths, whether or not enamelled
732429|Iron (other than cast) or steel; baths
732490|Iron or steel; sanitary ware and parts thereof, excluding sinks, wash basins and baths
7325|Iron or steel; cast articles
732510|Iron; articles of non-malleable cast iron
732591|Iron; grinding balls and similar articles for mills, other than of non-malleable cast iron
732599|Iron or steel; cast articles, excluding grinding balls and similar articles for mills, other than of non-malleable cast iron
7326|Iron or steel; articles, n.e.c. in chapter 73
732611|Iron or steel; grinding balls and similar articles for mills, forged or stamped, but not further worked
732619|Iron or steel; articles n.e.c. in item no. 7326.11, forged or stamped, but not further worked
732620|Iron or steel; wire articles
732690|Iron or steel; articles n.e.c. in heading 7326
74|Copper and articles thereof
7401|Copper mattes; cement copper (precipitated copper)
740100|Copper mattes; cement copper (precipitated copper)
7402|Copper; unrefined, copper anodes for electrolytic refining
740200|Copper; unrefined, copper anodes for electrolytic refining
7403|Copper; refined and copper alloys, unwrought
740311|Copper; refined, unwrought, cathodes and sections of cathodes
740312|Copper; refined, unwrought, wire-bars
740313|Copper; refined, unwrought, billets
740319|Copper; refined, unwrought, n.e.c. in item no. 7403.1
740321|Copper; copper-zinc base alloys (brass) unwrought
740322|Copper; copper-tin base alloys (bronze) unwrought
740329|Copper; copper alloys n.e.c. in heading no. 7403 (other than master alloys of heading no. 7405)
7404|Copper; waste and scrap
740400|Copper; waste and scrap
7405|Copper; master alloys
740500|Copper; master alloys of copper
7406|Copper; powders and flakes
740610|Copper; powders of non-lamellar structure
740620|Copper; powders of lamellar structure, flakes
7407|Copper; bars, rods and profiles
740710|Copper; bars, rods and profiles, of refined copper
740721|Copper; bars, rods and profiles, of copper-zinc base alloys (brass)
740729|Copper; bars, rods and profiles, of copper alloys (other than copper-zinc base alloys)
7408|Copper wire
740811|Copper; wire, of refined copper, of which the maximum cross-sectional dimension exceeds 6mm
740819|Copper; wire, of refined copper, of which the maximum cross-sectional dimension is 6mm or less
740821|Copper; wire, of copper-zinc base alloys (brass)
740822|Copper; wire, of copper-nickel base alloys (cupro-nickel) or copper-nickel-zinc base alloys (nickel silver)
740829|Copper; wire, of copper alloys (other than copper-zinc base alloys, copper-nickel base alloys or copper-nickel-zinc base alloys)
7409|Copper plates, sheets and strip; of a thickness exceeding 0.15mm
740911|Copper; strip, of a thickness exceeding 0.15mm, of refined copper, in coils
740919|Copper; plates and sheets, of a thickness exceeding 0.15mm, of refined copper, not in coils
740921|Copper; strip, of a thickness exceeding 0.15mm, of copper-zinc base alloys (brass), in coils
740929|Copper; plates and sheets, of a thickness exceeding 0.15mm, of copper-zinc base alloys (brass), not in coils
740931|Copper; strip, of a thickness exceeding 0.15mm, of copper-tin base alloys (bronze), in coils
740939|Copper; plates and sheets, of a thickness exceeding 0.15mm, of copper-tin base alloys, not in coils
740940|Copper; plates, sheets and strip, of a thickness exceeding 0.15mm, of copper-nickel base alloys (cupro-nickel) or copper-nickel-zinc base alloys (nickel silver)
740990|Copper; plates, sheets and strip, of a thickness exceeding 0.15mm, of copper alloys (other than copper-zinc base alloys, copper-tin base alloys, copper-nickel base alloys or copper-nickel-zinc base alloys)
7410|Copper foil (whether or not printed or backed with paper, paperboard, plastics or similar backing materials) of a thickness (excluding any backing) not exceeding 0.15mm
741011|Copper; foil, not backed, of a thickness not exceeding 0.15mm, of refined copper
741012|Copper; foil, not backed, of a thickness not exceeding 0.15mm, of copper alloys
741021|Copper; foil, backed with paper, paperboard, plastics or similar backing material, of a thickness (excluding any backing) not exceeding 0.15mm, of refined copper
741022|Copper; foil, backed with paper, paperboard, plastics or similar backing material, of a thickness (excluding any backing) not exceeding 0.15mm, of copper alloys
7411|Copper tubes and pipes
741110|Copper; tubes and pipes, of refined copper
741121|Copper; tubes and pipes, of copper-zinc base alloys (brass)
741122|Copper; tubes and pipes, of copper-nickel base alloys (cupro-nickel) or copper-nickel-zinc base alloys (nickel silver)
741129|Copper; tubes and pipes, of copper alloys (other than copper-zinc, copper-nickel base alloys (cupro-nickel) or copper-nickel-zinc base alloys (nickel-silver))
7412|Copper; tube or pipe fittings (e.g. couplings, elbows, sleeves)
741210|Copper; tube or pipe fittings (e.g. couplings, elbows, sleeves) of refined copper
741220|Copper; tube or pipe fittings (e.g. couplings, elbows, sleeves) of copper alloys
7413|Copper; stranded wire, cables, plaited bands and the like, not electrically insulated
741300|Copper; stranded wire, cables, plaited bands and the like, not electrically insulated
7415|Copper, nails, tacks, drawing pins, staples (not those of heading no. 8305) and the like, of copper or iron or steel with heads of copper; screws bolts, nuts, screws hooks, rivets, cotters, washers
741510|Copper; nails and tacks, drawing pins, staples and similar articles of copper, or of iron or steel with copper heads
741521|Copper; washers, (including spring washers), not threaded
741529|Copper; rivets, cotters, cotter-pins and similar articles, not threaded
741533|Copper; screws, bolts and nuts, threaded
741539|Copper; articles n.e.c. in heading no. 7415
7418|Copper; table, kitchen or other household articles and parts thereof; pot scourers, scouring, polishing pads, gloves and the like; sanitary ware and parts thereof
741810|Copper; table, kitchen or other household articles and parts thereof; pot scourers and scouring or polishing pads, gloves and the like
741820|Copper; sanitary ware and parts thereof
7419|Copper; articles thereof n.e.c. in chapter 74
741920|Copper; cast, moulded, stamped or forged, but not further worked
741980|Copper; articles thereof n.e.c. in chapter 74
75|Nickel and articles thereof
7501|Nickel mattes; nickel oxide sinters and other intermediate products of nickel metallurgy
750110|Nickel; nickel mattes
750120|Nickel; oxide sinters and other intermediate products of nickel metallurgy
7502|Nickel; unwrought
750210|Nickel; unwrought, not alloyed
750220|Nickel; unwrought, alloys
7503|Nickel; waste and scrap
750300|Nickel; waste and scrap
7504|Nickel; powders and flakes
750400|Nickel; powders and flakes
7505|Nickel; bars, rods, profiles and wire
750511|Nickel; bars, rods and profiles, not alloyed
750512|Nickel; bars, rods and profiles, of nickel alloys
750521|Nickel; wire, not alloyed
750522|Nickel; wire, of nickel alloys
7506|Nickel; plates, sheets, strip and foil
750610|Nickel; plates, sheets, strip and foil, not alloyed
750620|Nickel; plates, sheets, strip and foil, of nickel alloys
7507|Nickel; tubes, pipes and tube or pipe fittings (e.g. couplings, elbows, sleeves)
750711|Nickel; tubes and pipes, not alloyed
750712|Nickel; tubes and pipes, of nickel alloys
750720|Nickel; tube and pipe fittings
7508|Nickel; articles thereof n.e.c. in chapter 75
750810|Nickel; cloth, grill and netting, of nickel wire
750890|Nickel; articles thereof n.e.c. in item no. 7508.1
76|Aluminium and articles thereof
7601|Aluminium; unwrought
760110|Aluminium; unwrought, (not alloyed)
760120|Aluminium; unwrought, alloys
7602|Aluminium; waste and scrap
760200|Aluminium; waste and scrap
7603|Aluminium; powders and flakes
760310|Aluminium; powders of non-lamellar structure
760320|Aluminium; powders of lamellar structure, flakes
7604|Aluminium; bars, rods and profiles
760410|Aluminium; (not alloyed), bars, rods and profiles
760421|Aluminium; alloys, hollow profiles
760429|Aluminium; alloys, bars, rods and profiles, other than hollow
7605|Aluminium wire
760511|Aluminium; (not alloyed), wire, maximum cross-sectional dimension exceeds 7mm
760519|Aluminium; (not alloyed), wire, maximum cross-sectional dimension is 7mm or less
760521|Aluminium; alloys, wire, maximum cross-sectional dimension exceeding 7mm
760529|Aluminium; alloys, wire, maximum cross-sectional dimension is 7mm or less
7606|Aluminium; plates, sheets and strip, thickness exceeding 0.2mm
760611|Aluminium; plates, sheets and strip, thickness exceeding 0.2mm, (not alloyed), rectangular (including square)
760612|Aluminium; plates, sheets and strip, thickness exceeding 0.2mm, alloys, rectangular (including square)
760691|Aluminium; plates, sheets and strip, thickness exceeding 0.2mm, not alloyed, (not rectangular or square)
760692|Aluminium; plates, sheets and strip, thickness exceeding 0.2mm, alloys, (not rectangular or square)
7607|Aluminium foil (whether or not printed or backed with paper, paperboard, plastics or similar backing materials) of a thickness (excluding any backing) not exceeding 0.2mm
760711|Aluminium; foil, (not backed), rolled (but not further worked), of a thickness not exceeding 0.2mm
760719|Aluminium; foil, (not backed), of a thickness not exceeding 0.2mm, not rolled
760720|Aluminium; foil, backed with paper, paperboard, plastics or similar backing materials, of a thickness (excluding any backing) not exceeding 0.2mm
7608|Aluminium; tubes and pipes
760810|Aluminium; tubes and pipes, not alloyed
760820|Aluminium; tubes and pipes, alloys
7609|Aluminium; tube or pipe fittings (e.g. couplings, elbows, sleeves)
760900|Aluminium; tube or pipe fittings (e.g. couplings, elbows, sleeves)
7610|Aluminium; structures (excluding prefabricated buildings of heading no. 9406) and parts (e.g. bridges and sections, towers, lattice masts, etc) plates, rods, profiles and tubes for structures
761010|Aluminium; structures (excluding prefabricated buildings of heading no. 9406) and parts of structures, doors, windows and their frames and thresholds for doors
761090|Aluminium; structures (excluding prefabricated buildings of heading no. 9406) and parts of structures, n.e.c. in heading no. 7610, plates, rods, profiles, tubes and the like
7611|Aluminium; reservoirs, tanks, vats and the like for material (not compressed or liquefied gas) of capacity over 300l, whether or not lined, heat-insulated, not fitted with mechanical, thermal equipment
761100|Aluminium; reservoirs, tanks, vats and similar containers, for material (not compressed or liquefied gas), of a capacity over 300l, whether or not lined, not fitted with mechanical/thermal equipment
7612|Aluminium casks, drums, cans, boxes etc (including rigid, collapsible tubular containers), for materials other than compressed, liquefied gas, 300l capacity or less, lined, heat-insulated or not
761210|Aluminium; collapsible tubular containers, for any material, (not compressed or liquefied gas), 300l capacity or less, whether or not lined, not fitted with mechanical/thermal equipment
761290|Aluminium; casks, drums, cans, boxes and the like for any material (not compressed or liquefied gas), 300l capacity or less, whether or not lined or heat-insulated, no mechanical or thermal equipment
7613|Aluminium; containers for compressed or liquefied gas
761300|Aluminium; containers for compressed or liquefied gas
7614|Aluminium; stranded wire, cables, plaited bands and the like, (not electrically insulated)
761410|Aluminium; stranded wire, cables, plaited bands and the like, (not electrically insulated), with steel core
761490|Aluminium; stranded wire, cables, plaited bands and the like, (not electrically insulated), other than steel core
7615|Aluminium; table, kitchen or other household articles and parts thereof, pot scourers and scouring or polishing pads, gloves and the like, sanitary ware and parts thereof
761510|Aluminium; table, kitchen or other household articles and parts thereof; pot scourers and scouring or polishing pads, gloves and the like
761520|Aluminium; sanitary ware and parts thereof
7616|Aluminium; articles n.e.c. in chapter 76
761610|Aluminium; nails, tacks, staples (other than those of heading no. 8305), screws, bolts, nuts, screw hooks, rivets, cotters, cotter-pins, washers and similar articles
761691|Aluminium; cloth, grill, netting and fencing, of aluminium wire
761699|Aluminium; articles n.e.c. in heading 7616
78|Lead and articles thereof
7801|Lead; unwrought
780110|Lead; unwrought, refined
780191|Lead; unwrought, unrefined, containing by weight antimony as the principal other element
780199|Lead; unwrought, unrefined, not containing by weight antimony as the principal other element
7802|Lead; waste and scrap
780200|Lead; waste and scrap
7804|Lead; plates, sheets, strip and foil, lead powders and flakes
780411|Lead; sheets, strip and foil, of a thickness (excluding any backing) not exceeding 0.2mm
780419|Lead; plates, sheets, strip and foil, of a thickness (excluding any backing) exceeding 0.2mm
780420|Lead; powders and flakes
7806|Lead; articles n.e.c. in chapter 78
780600|Lead; articles n.e.c. in chapter 78
79|Zinc and articles thereof
7901|Zinc; unwrought
790111|Zinc; unwrought, (not alloyed), containing by weight 99.99% or more of zinc
790112|Zinc; unwrought, (not alloyed), containing by weight less than 99.99% of zinc
790120|Zinc; unwrought, alloys
7902|Zinc; waste and scrap
790200|Zinc; waste and scrap
7903|Zinc; dust, powders and flakes
790310|Zinc dust
790390|Zinc; powders and flakes
7904|Zinc; bars, rods, profiles and wire
790400|Zinc; bars, rods, profiles and wire
7905|Zinc; plates, sheets, strip and foil
790500|Zinc; plates, sheets, strip and foil
7907|Zinc; articles n.e.c. in chapter 79
790700|Zinc; articles n.e.c. in chapter 79
80|Tin; articles thereof
8001|Tin; unwrought
800110|Tin; unwrought, not alloyed
800120|Tin; unwrought, alloys
8002|Tin; waste and scrap
800200|Tin; waste and scrap
8003|Tin; bars, rods, profiles and wire
800300|Tin; bars, rods, profiles and wire
8007|Tin; articles n.e.c. in chapter 80
800700|Tin; articles n.e.c. in chapter 80
81|Metals; n.e.c., cermets and articles thereof
8101|Tungsten (wolfram); articles thereof, including waste and scrap
810110|Tungsten (wolfram); articles thereof, including waste and scrap, powders
810194|Tungsten (wolfram); unwrought, including bars and rods obtained simply by sintering
810196|Tungsten (wolfram); wire
810197|Tungsten (wolfram); waste and scrap
810199|Tungsten (wolfram); articles n.e.c. in heading no. 8101
8102|Molybdenum; articles thereof, including waste and scrap
810210|Molybdenum; articles thereof, including waste and scrap, powders
810294|Molybdenum; unwrought, including bars and rods obtained simply by sintering
810295|Molybdenum; bars and rods, other than those obtained simply by sintering, profiles, plates, sheets, strip and foil
810296|Molybdenum; wire
810297|Molybdenum; waste and scrap
810299|Molybdenum; articles n.e.c. in heading no. 8102
8103|Tantalum; articles thereof, including waste and scrap
810320|Tantalum; unwrought, including bars and rods obtained simply by sintering, powders
810330|Tantalum; waste and scrap
810391|Tantalum; crucibles
810399|Tantalum; articles n.e.c. in heading no. 8103
8104|Magnesium; articles thereof, including waste and scrap
810411|Magnesium; unwrought, containing at least 99.8% by weight of magnesium
810419|Magnesium; unwrought, containing less than 99.8% by weight of magnesium
810420|Magnesium; waste and scrap
810430|Magnesium; raspings, turnings and granules, graded according to size, powders
810490|Magnesium; articles n.e.c. in heading no. 8104
8105|Cobalt; mattes and other intermediate products of cobalt metallurgy, cobalt and articles thereof, including waste and scrap
810520|Cobalt; mattes and other intermediate products of cobalt metallurgy, unwrought cobalt, powders
810530|Cobalt; waste and scrap
810590|Cobalt; articles n.e.c. in heading no. 8105
8106|Bismuth; articles thereof, including waste and scrap
810610|Bismuth; articles thereof, including waste and scrap, containing more than 99.99% of bismuth, by weight
810690|Bismuth; including articles n.e.c. in heading 8106, including waste and scrap, containing less than or equal to 99.99% of bismuth, by weight
8108|Titanium; articles thereof, including waste and scrap
810820|Titanium; unwrought, powders
810830|Titanium; waste and scrap
810890|Titanium; other than unwrought, n.e.c. in heading no. 8108
8109|Zirconium; articles thereof, including waste and scrap
810921|Zirconium; unwrought, powders, containing less than 1 part hafnium to 500 parts zirconium by weight
810929|Zirconium; unwrought, powders, containing not less than 1 part hafnium to 500 parts zirconium by weight
810931|Zirconium; waste and scrap, containing less than 1 part hafnium to 500 parts zirconium by weight
810939|Zirconium; waste and scrap, containing not less than 1 part hafnium to 500 parts zirconium by weight
810991|Zirconium; other than unwrought, n.e.c. in heading no. 8109, containing less than 1 part hafnium to 500 parts zirconium by weight
810999|Zirconium; other than unwrought, n.e.c. in heading no. 8109, containing not less than 1 part hafnium to 500 parts zirconium by weight
8110|Antimony; articles thereof, including waste and scrap
811010|Antimony and articles thereof; unwrought antimony, powders
811020|Antimony; waste and scrap
811090|Antimony and articles thereof; wrought, other than waste and scrap
8111|Manganese; articles thereof, including waste and scrap
811100|Manganese; articles thereof, including waste and scrap
8112|Beryllium, chromium, hafnium, rhenium, thallium, cadmium, germanium, vanadium, gallium, indium and niobium (columbium), articles of these metals, including waste and scrap
811212|Beryllium and articles thereof; unwrought beryllium, powders
811213|Beryllium; waste and scrap
811219|Beryllium and articles thereof; wrought other than waste and scrap
811221|Chromium and articles thereof; unwrought chromium, powders
811222|Chromium; waste and scrap
811229|Chromium and articles thereof; wrought other than waste and scrap
811231|Hafnium and articles thereof; unwrought, powders, waste and scrap
811239|Hafnium and articles thereof; wrought, other than powders, waste and scrap
811241|Rhenium and articles thereof; unwrought, powders, waste and scrap
811249|Rhenium and articles thereof; wrought, other than powders, waste and scrap
811251|Thallium and articles thereof; unwrought thallium, powders
811252|Thallium; waste and scrap
811259|Thallium and articles thereof; other than unwrought thallium, powders or waste and scrap
811261|Cadmium; waste and scrap
811269|Cadmium; other than waste and scrap
811292|Gallium, germanium, indium, niobium (columbium) and vanadium; articles thereof, unwrought, including waste and scrap, powders
811299|Gallium, germanium, indium, niobium (columbium) and vanadium; articles thereof, other than unwrought including waste and scrap and powders
8113|Cermets; articles thereof, including waste and scrap
811300|Cermets; articles thereof, including waste and scrap
82|Tools, implements, cutlery, spoons and forks, of base metal; parts thereof, of base metal
8201|Tools, hand; spades, shovels, mattocks, picks, hoes, forks, rakes; axes, bill hooks etc; secateurs and pruners of any kind; scythes, sickles, hay knives, hedge shears, timber wedges and other tools used in agriculture, horticulture, forestry
820110|Tools, hand; spades and shovels
820130|Tools, hand; mattocks, picks, hoes and rakes
820140|Tools, hand; axes, bill hooks and similar hewing tools, of a kind used in agriculture, horticulture or forestry
820150|Tools, hand; one-handed secateurs (including poultry shears)
820160|Tools, hand; hedge shears, two-handed pruning shears and similar two-handed shears
820190|Tools, hand; forks, scythes, sickles, hay knives, timber wedges, and other hand tools of a kind used in agriculture, horticulture or forestry n.e.c. in heading 8201
8202|Tools, hand; saws and blades for saws of all kinds (including slitting, slotting or toothless saw blades)
820210|Tools, hand; hand saws
820220|Tools, hand; band saw blades
820231|Tools, hand; circular saw blades (including slitting or slotting saw blades), with working part of steel
820239|Tools, hand; circular saw blades (including slitting or slotting saw blades), with working part of materials (other than steel)
820240|Tools, hand; chain saw blades
820291|Tools, hand; straight saw blades, for working metal
820299|Tools, hand; saw blades n.e.c. in heading no. 8202
8203|Tools, hand; files, rasps, pliers (including cutting pliers), pincers, tweezers, metal cutting shears, pipe cutters, bolt croppers, perforating punches and similar
820310|Tools, hand; files, rasps and similar tools
820320|Tools, hand; pliers (including cutting pliers), pincers, tweezers and similar tools
820330|Tools, hand; metal cutting shears and similar tools
820340|Tools, hand; pipe-cutters, bolt croppers, perforating punches and similar tools
8204|Tools, hand; hand-operated spanners and wrenches (including torque meter wrenches but not including tap wrenches), interchangeable spanner sockets, with or without handles
820411|Tools, hand; hand-operated spanners and wrenches (including torque meter wrenches but not including tap wrenches), non-adjustable
820412|Tools, hand; hand-operated spanners and wrenches (including torque meter wrenches but not including tap wrenches), adjustable
820420|Tools, hand; interchangeable spanner sockets, with or without handles
8205|Tools, hand; (including glaziers' diamonds) n.e.c.; blow lamps; vices, clamps etc, other than accessories for and parts of, machine-tools or water-jet cutting machines; anvils; portable forges; hand or pedal operated grinding wheels with frameworks
820510|Tools, hand; drilling, threading or tapping tools
820520|Tools, hand; hammers and sledge hammers
820530|Tools, hand; planes, chisels, gauges and similar cutting tools for working wood
820540|Tools, hand; screwdrivers
820551|Tools, hand; household tools
820559|Tools, hand; other hand tools (including glaziers diamonds), excluding household tools, drilling, threading or tapping tools, hammers and sledge hammers, planes, chisels, gouges and similar cutting tools for working wood, and screwdrivers
820560|Tools, hand; blow lamps
820570|Tools, hand; vices, clamps and the like
820590|Tools, hand; n.e.c. in heading 8205, including anvils, portable forges, hand or pedal-operated grinding wheels with frameworks, and sets of articles of two or more of the subheadings in heading 8205
8206|Tools, hand; two or more of heading no. 8202 to 8205, put up in sets for retail sale
820600|Tools, hand; two or more of heading no. 8202 to 8205, put up in sets for retail sale
8207|Tools, interchangeable; for hand tools, whether or not power-operated, or for machine tools (pressing, stamping, punching, drilling etc), including dies for drawing or extruding metal, and rock drilling or earth boring tools
820713|Tools, interchangeable; rock drilling or earth boring tools, with working part of cermets, whether or not power operated
820719|Tools, interchangeable; rock drilling or earth boring tools, with working part (other than of cermets), whether or not power operated, including parts
820720|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), dies for drawing or extruding metal
820730|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), tools for pressing, stamping or punching
820740|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), tools for tapping or threading
820750|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), tools for drilling (other than rock)
820760|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), for boring or broaching
820770|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), for milling
820780|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), for turning
820790|Tools, interchangeable; (for machine or hand tools, whether or not power-operated), for screw-driving or uses n.e.c. in heading no. 8207
8208|Knives and cutting blades, for machines or for mechanical appliances
820810|Tools; knives and cutting blades, for machines or for mechanical appliances, for metal working
820820|Tools; knives and cutting blades, for wood working machines or mechanical appliances
820830|Tools; knives and cutting blades, for kitchen appliances or for machines used by the food industry
820840|Tools; knives and cutting blades, for agricultural, horticultural or forestry machines or mechanical appliances
820890|Tools; knives and cutting blades, for machines or mechanical appliances, n.e.c. in heading no. 8208
8209|Tools; plates, sticks, tips and the like for tools, unmounted, of sintered metal carbides or cermets
820900|Tools; plates, sticks, tips and the like for tools, unmounted, of sintered metal carbides or cermets
8210|Tools; hand-operated mechanical appliances, weighing 10kg or less, used in the preparation, conditioning or serving of food or drink
821000|Tools; hand-operated mechanical appliances, weighing 10kg or less, used in the preparation, conditioning or serving of food or drink
8211|Knives; with cutting blades, serrated or not (including pruning knives), other than knives of heading no. 8208, and blades therefore
821110|Knives; with cutting blades, serrated or not (including pruning knives), sets of assorted articles, excluding knives and blades of heading no. 8208
821191|Knives; table knives, having fixed cutting blades, serrated or not, excluding knives and blades of heading no. 8208
821192|Knives; having fixed cutting blades, (other than table knives), serrated or not, excluding knives and blades of heading no. 8208
821193|Knives; with cutting blades, (having other than fixed blades), serrated or not, excluding knives and blades of heading no. 8208
821194|Blades; cutting, serrated or not, excluding those of heading no. 8208
821195|Knives; with handles of base metal
8212|Razors and razor blades; (including razor blade blanks in strips)
821210|Razors
821220|Razors; safety razor blades, including razor blade blanks in strips
821290|Razors; parts n.e.c. in heading no. 8212
8213|Scissors; tailors' shears and similar shears, and blades therefore
821300|Scissors; tailors' shears, similar shears and blades therefore
8214|Cutlery; other articles, (e.g. hair clippers, butchers' or kitchen cleavers, choppers and mincing knives, paper knives), manicure or pedicure sets and instruments (including nail files)
821410|Cutlery; paper knives, letter openers, erasing knives, pencil sharpeners and blades therefore
821420|Manicure or pedicure sets and instruments; (including nail files)
821490|Cutlery; hair clippers and mincing knives
8215|Cutlery; spoons, forks, ladles, skimmers, cake-servers, fish-knives, butter knives, sugar tongs and similar kitchen or tableware
821510|Cutlery; sets of assorted articles (e.g. spoons, forks, ladles, skimmers, cake-servers, fish-knives, butter-knives, sugar tongs and similar), with at least one article plated with precious metal
821520|Cutlery; sets of assorted articles (e.g. spoons, forks, ladles, skimmers, cake-servers, fish-knives, butter knives, sugar tongs and similar), not plated with precious metal
821591|Cutlery; (e.g. spoons, forks, ladles, skimmers, cake-servers, fish-knives, butter-knives, sugar tongs and similar), plated with precious metal, not in sets
821599|Cutlery; other than plated with precious metal
83|Metal; miscellaneous products of base metal
8301|Padlocks and locks (key, combination, electrically operated) of base metal; clasps and frames with clasps incorporating locks, of base metal, keys for any or the foregoing articles, of base metal
830110|Padlocks; (key, combination or electrically operated), of base metal
830120|Locks; of a kind used for motor vehicles (key, combination or electrically operated), of base metal
830130|Locks; of a kind used for furniture (key, combination or electrically operated), of base metal
830140|Locks; (other than those for motor vehicles or furniture), (key, combination or electrically operated), of base metal
830150|Clasps and frames with clasps; incorporating locks, of base metal
830160|Locks; parts of padlocks, locks, clasps and frames with clasps incorporating locks, of base metal
830170|Keys; presented separately, of base metal
8302|Base metal mountings, fittings and similar articles for furniture, doors, staircases, windows, trunks, chests etc, castors with mountings of base metal, automatic door closers of base metal
830210|Hinges; suitable for furniture, doors, staircases, windows, blinds, coachwork, saddlery, trunks, chests, caskets or the like, of base metal
830220|Castors; with mountings, of base metal
830230|Mountings, fittings and similar articles; for motor vehicles, of base metal
830241|Mountings, fittings and similar articles; of base metal, suitable for buildings
830242|Mountings, fittings and similar articles; suitable for furniture of base metal
830249|Mountings, fittings and similar articles; suitable for other than buildings or furniture, of base metal
830250|Hat-racks, hat-pegs, brackets and similar fixtures, of base metal
830260|Automatic door closures; of base metal
8303|Safes; armoured or reinforced, strong-boxes, doors and safe deposit lockers for strong-rooms, cash or deed boxes and the like, of base metal
830300|Safes; armoured or reinforced, strong-boxes, doors and safe deposit lockers for strong-rooms, cash or deed boxes and the like, of base metal
8304|Office equipment; filing cabinets, card-index cabinets, paper trays and rests, pen trays, office-stamp stands and the like, of base metal, other than office furniture of heading no. 9403
830400|Office equipment; filing cabinets, card-index cabinets, paper trays, paper rests, pen trays, office-stamp stands and similar office or desk equipment, of base metal, other than office furniture of heading no. 9403
8305|Stationery; fittings for loose-leaf binders or files, letter clips, letter corners, paper clips, indexing tags and the like, staples in strips (for offices, upholstery, packaging), of base metal
830510|Stationery; fittings for loose-leaf binders or files, of base metal
830520|Stationery; staples in strips, (e.g. for offices, upholstery, packaging), of base metal
830590|Stationery; letter clips, letter corners, paper clips, indexing tags and similar office articles, including parts, of base metal
8306|Bells, gongs and the like; non-electric, statuettes, other ornaments, photograph, picture, similar frames, mirrors, of base metal
830610|Bells, gongs and the like; non-electric, of base metal
830621|Statuettes and other ornaments; of base metal plated with precious metal
830629|Statuettes and other ornaments; of base metal other than plated with precious metal
830630|Photograph, picture or similar frames, mirrors; of base metal
8307|Tubing; flexible, with or without fittings, of base metal
830710|Tubing; flexible, with or without fittings, of iron or steel
830790|Tubing; flexible, with or without fittings of base metal, other than those of iron or steel
8308|Clasps, frames with clasps, buckles, buckle-clasps, hooks, eyes, eyelets etc for clothing & accessories, footwear, jewellery, wrist-watches, books, awnings, leather goods, travel goods, saddlery etc, tubular etc rivets, beads, spangles, of base metal
830810|Hooks, eyes and eyelets; of base metal, of a kind used for clothing, footwear, awnings, handbags, travel goods or other made up articles
830820|Rivets; tubular or bifurcated, of base metal
830890|Clasps, frames with clasps, buckles, buckle clasps; of base metal, of a kind used for clothing & accessories, footwear, jewellery, wrist-watches, books, awnings, leather goods, travel goods, saddlery etc, including parts
8309|Stoppers, caps, lids (including crown corks, screw caps, pouring stoppers); capsules for bottles, threaded bungs, bung covers, seals and other packaging accessories, of base metal
830910|Stoppers; corks, of base metal
830990|Stoppers; caps and lids, of base metal
8310|Sign plates, name plates, address plates and similar plates, numbers, letters and other symbols, of base metal, excluding those of heading no. 9405
831000|Sign plates, name-plates, address-plates and similar plates, numbers, letters and other symbols; of base metal, excluding those of heading no. 9405
8311|Wires, rods, tubes, plates, electrodes of base metal or metal carbides; of a kind used for soldering, brazing, welding; wires and rods for metal spraying
831110|Electrodes; coated, of base metal, for electric arc-welding
831120|Wire; cored, of base metal, for electric arc-welding
831130|Rods and wire; coated rods and cored wire, of base metal, for soldering, brazing or welding by flame
831190|Wires, rods, tubes, plates, electrodes of base metal or metal carbides; of a kind used for soldering, brazing, welding; wires and rods for metal spraying; n.e.c. in item no. 8311`;
