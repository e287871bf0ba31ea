/** Harmonized System nomenclature, section XIII: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_13 = `68|Stone, plaster, cement, asbestos, mica or similar materials; articles thereof
6801|Stone; setts, curbstones and flagstones, of natural stone (except slate)
680100|Stone; setts, curbstones and flagstones, of natural stone (except slate)
6802|Monumental or building stone, worked (except slate) and articles thereof (not of heading no. 6801) mosaic cubes etc., of natural stone including slate; artificially coloured granules of natural stone
680210|Tiles, cubes and similar articles; whether or not rectangular (including square), largest face of which is capable of being enclosed in square, side less than 7cm, coloured granules, chippings, powder
680221|Marble, travertine and alabaster; simply cut or sawn, with a flat or even surface
680223|Granite; articles thereof, simply cut or sawn, with a flat or even surface
680229|Stone; monumental or building stone, n.e.c. in item no. 6802.2, articles thereof, simply cut or sawn, with a flat or even surface
680291|Marble, travertine and alabaster; articles thereof, (other than simply cut or sawn, with a flat or even surface)
680292|Stone; calcareous (excluding marble, travertine, alabaster) articles thereof, (other than simply cut or sawn, with a flat or even surface)
680293|Granite; articles thereof, (other than simply cut or sawn, with a flat or even surface)
680299|Stone; natural (excluding marble, travertine, alabaster, other calcareous stone or granite), monumental or building stone, (other than simply cut or sawn, with a flat or even surface)
6803|Slate, worked; and articles of slate or of agglomerated slate
680300|Slate, worked; and articles of slate or of agglomerated slate
6804|Millstones, grindstones, grinding wheels, etc without frameworks, for grinding, sharpening, polishing, etc and parts thereof, natural stone, agglomerated natural or artificial abrasives or of ceramics
680410|Millstones and grindstones; for milling, grinding or pulping
680421|Millstones, grindstones, grinding wheels and the like; of agglomerated synthetic or natural diamond
680422|Millstones, grindstones, grinding wheels and the like; of other agglomerated abrasives or of ceramics
680423|Millstones, grindstones, grinding wheels and the like; of natural stone
680430|Stones; hand sharpening or polishing stones, of natural stone, agglomerated natural or artificial abrasives or ceramics, with or without parts of other materials
6805|Abrasive powder or grain; natural or artificial, on a base of textile material, of paper, paperboard or of other material, whether or not cut to shape or sewn or otherwise made up
680510|Abrasive powder or grain; natural or artificial, on a base of woven textile fabric only, whether or not cut to shape or sewn or otherwise made up
680520|Abrasive powder or grain; natural or artificial, on a base of paper or paperboard only, whether or not cut to shape or sewn or otherwise made up
680530|Abrasive powder or grain; natural or artificial, on a base of materials n.e.c. in heading no. 6805, whether or not cut to shape or sewn or otherwise made up
6806|Slag, rock wool and similar mineral wools; exfoliated vermiculite, expanded clays, foamed slag, mixtures and articles of heat, sound insulating or sound-absorbing mineral materials
680610|Slag wool, rock wool and similar mineral wools (including intermixtures thereof), in bulk, sheets or rolls
680620|Exfoliated vermiculite, expanded clays, foamed slag and similar expanded mineral materials (including intermixtures thereof)
680690|Minerals; mixtures and articles of heat-insulating, sound-insulating or sound-absorbing mineral materials, other than those of heading no. 6811 or 6812 or of chapter 69
6807|Asphalt or similar material; articles (e.g. petroleum bitumen or coal tar pitch)
680710|Asphalt or similar material; articles (e.g. petroleum bitumen or coal tar pitch) in rolls
680790|Asphalt or similar material; articles (e.g. petroleum bitumen or coal tar pitch) other than in rolls
6808|Panels, boards, tiles, blocks and the like; of vegetable fibre, of straw, shavings, chips, particles, sawdust or other waste, of wood, agglomerated with cement, plaster or other mineral binders
680800|Panels, boards, tiles, blocks and the like; of vegetable fibre, of straw, shavings, chips, particles, sawdust or other waste, of wood, agglomerated with cement, plaster or other mineral binders
6809|Plaster or compositions based on plaster; articles thereof
680911|Plaster, or plaster compositions; boards, sheets, panels, tiles and similar articles, faced or reinforced with paper or paperboard only, not ornamented
680919|Plaster, or plaster compositions; boards, sheets, panels, tiles and similar articles, (other than faced or reinforced with paper or paperboard only), not ornamented
680990|Plaster articles or articles of compositions based on plaster; n.e.c. in heading no. 6809
6810|Cement, concrete or artificial stone; whether or not reinforced, articles thereof
681011|Cement, concrete or artificial stone; building blocks or bricks, whether or not reinforced
681019|Cement, concrete or artificial stone; tiles, flagstones and similar, (excluding building blocks and bricks) whether or not reinforced
681091|Cement, concrete or artificial stone; prefabricated structural components for building or civil engineering, whether or not reinforced
681099|Cement, concrete or artificial stone; articles (other than prefabricated structural components for building or civil engineering), whether or not reinforced, n.e.c. in heading no. 6810
6811|Asbestos-cement, of cellulose fibre-cement or the like
681140|Asbestos-cement; articles or the like, containing asbestos
681181|Cellulose fibre-cement; articles or the like; corrugated sheets, not containing asbestos
681182|Cellulose fibre-cement; articles or the like, sheets, panels, tiles and similar articles (other than corrugated sheets), not containing asbestos
681189|Cellulose fibre-cement; articles or the like, other than corrugated sheets and other sheets, panels, tiles and similar articles, not containing asbestos
6812|Fabricated asbestos fibres; mixtures with a basis of asbestos or of asbestos and magnesium carbonate; articles of such mixtures or of asbestos (e.g. thread, woven fabric, clothing, footwear), whether or not reinforced, not goods of heading 6811 or 6813
681280|Fabricated crocidolite (blue asbestos) fibres, mixtures with a basis of crocidolite (blue asbestos), articles of crocidolite (blue asbestos), whether or not reinforced, not goods of heading 6811 or 6813
681291|Asbestos or mixtures with a basis of asbestos (other than crocidolite); clothing, clothing accessories, footwear and headgear, whether or not reinforced, not goods of heading 6811 or 6813
681299|Asbestos or mixtures with a basis of asbestos (other than crocidolite); fibres, mixtures or articles n.e.c. in heading no. 6812, whether or not reinforced, not goods of heading 6811 or 6813
6813|Friction material and articles thereof (e.g. sheets, rolls, strips, segments, discs, washers, pads) not mounted; for brakes, clutches or the like, with a basis of asbestos, other mineral substances, or cellulose
681320|Friction material and articles thereof (e.g. sheets, rolls, strips, segments, discs, washers, pads) not mounted; for brakes, clutches or the like, with a basis of asbestos
681381|Brake linings and pads; with a basis of mineral substances or cellulose (other than asbestos)
681389|Friction material and articles thereof (e.g. sheets, rolls, strips, segments, discs, washers, pads) not mounted; for clutches or the like (not brake linings and pads), with a basis of mineral substances or cellulose (other than asbestos)
6814|Mica; worked, articles of, including agglomerated or reconstituted mica; whether or not on a support of paper, paperboard or other materials
681410|Mica; plates, sheets and strips of agglomerated or reconstituted mica, whether or not on a support of paper, paperboard or other materials
681490|Mica; worked mica and articles of mica (excluding plates, sheets and strips) whether or not on a support of paper, paperboard or other materials
6815|Stone or other mineral substances; articles thereof (including carbon fibres, articles of carbon fibres and articles of peat), not elsewhere specified or included
681511|Stone or other mineral substances not elsewhere specified or included; carbon fibres for non-electrical uses
681512|Stone or other mineral substances not elsewhere specified or included; fabrics of carbon fibres for non-electrical uses
681513|Stone or other mineral substances not elsewhere specified or included; articles of carbon fibres for non-electrical uses
681519|Stone or other mineral substances not elsewhere specified or included; non-electrical articles of graphite or carbon n.e.c. in heading 6815
681520|Peat; articles of peat n.e.c. or included
681591|Stone articles and articles of other mineral substances; containing magnesite, magnesia in the form of periclase, dolomite including in the form of dolime, or chromite
681599|Stone articles and articles of other mineral substances; n.e.c. or included in heading no. 6815
69|Ceramic products
6901|Bricks, blocks, tiles and other ceramic goods of siliceous fossil meals (e.g. kieselguhr, tripolite or diatomite) or of similar siliceous earths
690100|Bricks, blocks, tiles and other ceramic goods of siliceous fossil meals (e.g. kieselguhr, tripolite or diatomite) or of similar siliceous earths
6902|Refractory bricks, blocks, tiles and similar refractory ceramic constructional goods; other than those of siliceous fossil meals or similar siliceous earths
690210|Refractory bricks, blocks, tiles and similar refractory ceramic constructional goods; containing by weight, singly or together, more than 50% of the elements Mg, Ca or Cr, expressed as MgO, CaO or Cr2o3
690220|Refractory bricks, blocks, tiles and similar refractory ceramic constructional goods; containing by weight more than 50% of alumina (Al2o3), of silica (SiO2) or of a mixture or compound of these
690290|Refractory bricks, blocks, tiles and similar refractory ceramic constructional goods; n.e.c. in item no. 6902.1 or 6902.2
6903|Ceramic goods; (e.g. retorts, crucibles, muffles, nozzles, plugs, supports cupels, tubes, pipes, sheaths, rods and slide gates) excluding those of siliceous fossil meals or of similar siliceous earths
690310|Refractory ceramic goods; containing, by weight, more than 50% of free carbon, excluding those of siliceous fossil meals or similar earths
690320|Refractory ceramic goods; containing by weight more than 50% of alumina or of a mixture or compound of alumina and of silica, excluding those of siliceous fossil meals or similar earths
690390|Refractory ceramic goods; composition of which n.e.c. in heading no. 6903, other than those of siliceous fossil meals or similar earths
6904|Ceramic building bricks, floor blocks, support or filler tiles and the like
690410|Ceramic building bricks
690490|Ceramic flooring blocks, supports or filler tiles and the like (excluding building bricks)
6905|Roofing tiles, chimney-pots, cowls, chimney liners, architectural ornaments and other ceramic constructional goods
690510|Ceramic roofing tiles
690590|Ceramic chimney-pots, cowls, chimney liners, architectural ornaments and other constructional goods (excluding roofing tiles)
6906|Ceramic pipes, conduits, guttering and pipe fittings
690600|Ceramic pipes, conduits, guttering and pipe fittings
6907|Ceramic flags and paving, hearth or wall tiles; ceramic mosaic cubes and the like, whether or not on a backing; finishing ceramics
690721|Ceramic tiles; flags and paving, hearth or wall tiles other than those of subheadings 6907.30 and 6907.40, of a water absorption coefficient by weight not over 0.5%
690722|Ceramic tiles; flags and paving, hearth or wall tiles other than those of subheadings 6907.30 and 6907.40, of a water absorption coefficient by weight over 0.5% but not over 10%
690723|Ceramic tiles; flags and paving, hearth or wall tiles other than those of subheadings 6907.30 and 6907.40, of a water absorption coefficient by weight over 10%
690730|Mosaic cubes and the like, other than those of subheading 6907.40
690740|Finishing ceramics
6909|Ceramic ware for laboratory, chemical, other technical uses; ceramic troughs, tubs, similar receptacles used in agriculture; ceramic pots, jars and similar used in the conveyance or packing of goods
690911|Ceramic wares; for laboratory, chemical or other technical uses, of porcelain or china
690912|Ceramic wares; for laboratory, chemical or other technical uses, articles having a hardness equivalent to 9 or more on the Mohs scale
690919|Ceramic wares; for laboratory, chemical or other technical uses, other than articles having a hardness equivalent to 9 or more on the Mohs scale or of porcelain or china
690990|Ceramic wares; pots, jars and similar articles of a kind used for the conveyance or packing of goods and ceramic troughs, tubs and similar receptacles used in agriculture
6910|Ceramic sinks, wash basins, wash basin pedestals, baths, bidets, water closet pans, flushing cisterns, urinals and similar sanitary fixtures
691010|Ceramic sinks, wash basins, wash basin pedestals, baths, bidets, water closet pans, flushing cisterns, urinals and similar sanitary fixtures; of porcelain or china
691090|Ceramic sinks, wash basins, wash basin pedestals, baths, bidets, water closet pans, flushing cisterns, urinals and similar sanitary fixtures; of other than porcelain or china
6911|Tableware, kitchenware, other household articles and toilet articles; of porcelain or china
691110|Tableware and kitchenware; of porcelain or china
691190|Household and toilet articles; n.e.c. in heading no. 6911, of porcelain or china
6912|Ceramic tableware, kitchenware, other household articles and toilet articles; other than of porcelain or china
691200|Ceramic tableware, kitchenware, other household articles and toilet articles; other than of porcelain or china
6913|Statuettes and other ornamental ceramic articles
691310|Ceramic statuettes and other ornamental ceramic articles, of porcelain or china
691390|Ceramic statuettes and other ornamental ceramic articles; other than of porcelain or china
6914|Ceramic articles; n.e.c. in chapter 69
691410|Ceramic articles n.e.c. in chapter 69; of porcelain or china
691490|Ceramic articles n.e.c. in chapter 69; other than of porcelain or china
70|Glass and glassware
7001|Glass; cullet and other waste and scrap of glass, excluding glass from cathode ray tubes or other activated glass of heading 85.49, glass in the mass
700100|Glass; cullet and other waste and scrap of glass, excluding glass from cathode ray tubes or other activated glass of heading 85.49, glass in the mass
7002|Glass in balls (other than microspheres of heading no. 7018), rods or tubes, unworked
700210|Glass; unworked, in balls (other than microspheres of heading no. 7018)
700220|Glass; unworked, in rods
700231|Glass; unworked, in tubes, of fused quartz or other fused silica
700232|Glass; unworked, tubes, of glass having a linear coefficient of expansion not exceeding 5 x 10 (to the minus 6), (or 0.000005) per Kelvin within a temperature range of 0-300 degrees C
700239|Glass; unworked, in tubes, other than of glass having a linear coefficient of expansion not exceeding 5 x 10 (to the minus 6, (or 0.000005) ) per Kelvin within a temperature range of 0-300 degrees C, not fused quartz or other fused silica
7003|Glass; cast glass and rolled glass in sheets or profiles, whether or not having an absorbent, reflecting or non-reflecting layer, but not otherwise worked
700312|Glass; cast glass and rolled glass, non-wired sheets, coloured through the mass (body tinted), opacified, flashed or having an absorbent, reflecting or non-reflecting layer
700319|Glass; cast glass and rolled glass, non-wired sheets, (excluding those coloured throughout the mass (body tinted) opacified, flashed or having an absorbent or reflecting layer)
700320|Glass; cast glass and rolled glass, wired sheets, whether or not having an absorbent or reflecting layer but not otherwise worked
700330|Glass; cast glass and rolled glass, profiles, not otherwise worked
7004|Glass; drawn glass and blown glass, in sheets, whether or not having an absorbent, reflecting or non-reflecting layer, but not otherwise worked
700420|Glass; drawn and blown, in sheets, coloured throughout the mass (body tinted), opacified, flashed or having an absorbent, reflecting or non-reflecting layer, but not otherwise worked
700490|Glass; drawn and blown, in sheets, (other than glass coloured throughout the mass (body tinted), opacified, flashed or having an absorbent, reflecting or non-reflecting layer)
7005|Glass; float glass and surface ground or polished glass, in sheets, whether or not having an absorbent, reflecting or non-reflecting layer, but not otherwise worked
700510|Glass; float glass and surface ground or polished glass, in sheets, non-wired, having an absorbent reflecting or non-reflecting layer
700521|Glass; float glass and surface ground or polished glass, in sheets, non-wired, coloured throughout the mass (body tinted), opacified, flashed or merely surface ground
700529|Glass; float glass and surface ground or polished glass, in sheets, non-wired, (other than coloured throughout the mass (body tinted), opacified, flashed or merely surface ground)
700530|Glass; float glass and surface ground or polished glass, in sheets, wired glass, whether or not having an absorbent or reflecting layer
7006|Glass of heading no. 7003, 7004 or 7005, bent, edge-worked, engraved, drilled, enamelled or otherwise worked, not framed or fitted with other materials
700600|Glass of heading no. 7003, 7004 or 7005; bent, edge-worked, engraved, drilled, enamelled or otherwise worked, but not framed or fitted with other materials
7007|Safety glass, consisting of toughened (tempered) or laminated glass
700711|Glass; safety glass, toughened (tempered), of size and shape suitable for incorporation in vehicles, aircraft, spacecraft or vessels
700719|Glass; safety glass, toughened (tempered), (not of a size and shape suitable for incorporation in vehicles, aircraft, spacecraft or vessels)
700721|Glass; safety glass, laminated, of size and shape suitable for incorporation in vehicles, aircraft, spacecraft or vessels
700729|Glass; safety glass, laminated, (not of a size and shape suitable for incorporation in vehicles, aircraft, spacecraft or vessels)
7008|Glass; multiple-walled insulating units of glass
700800|Glass; multiple-walled insulating units of glass
7009|Glass mirrors; whether or not framed, including rear-view mirrors
700910|Glass; rear-view mirrors for vehicles
700991|Glass mirrors; unframed, excluding rear-view mirrors for vehicles
700992|Glass mirrors; framed, excluding rear-view mirrors for vehicles
7010|Carboys, bottles, flasks, jars, pots, phials, ampoules, containers of glass of a kind used for the conveyance or packing of goods; preserving jars of glass; stoppers, lids and other closures of glass
701010|Glass; ampoules, of a kind used for the conveyance or packing of goods
701020|Glass; stoppers, lids and other closures
701090|Glass; carboys, bottles, flasks, jars, pots, phials and other containers of glass, (not ampoules), used for the conveyance or packing of goods
7011|Glass envelopes (including bulbs and tubes), open and glass parts thereof, without fittings, for electric lamps and light sources, cathode-ray tubes or the like
701110|Glass envelopes (including bulbs and tubes); open, and glass parts thereof, without fittings, for electric lighting
701120|Glass envelopes (including bulbs and tubes); open, and glass parts thereof, without fittings, for cathode-ray tubes
701190|Glass envelopes (including bulbs and tubes); open, and glass parts thereof, without fittings, other than for electric lighting and cathode-ray tubes
7013|Glassware of a kind used for table, kitchen, toilet, office, indoor decoration or similar purposes (other than of heading no. 7010 or 7018)
701310|Glassware; of a kind used for table, kitchen, toilet, office, indoor decoration or similar purposes (other than of heading no. 7010 or 7018), of glass-ceramics
701322|Stemware drinking glasses, of lead crystal
701328|Stemware drinking glasses, other than of lead crystal or glass-ceramics
701333|Glassware; drinking glasses (not stemware), of lead crystal
701337|Glassware; drinking glasses (not stemware), other than of lead crystal or glass-ceramics
701341|Glassware of a kind used for table or kitchen purposes (not drinking glasses), of lead crystal
701342|Glassware of a kind used for table or kitchen purposes (not drinking glasses), of glass having a linear coefficient of expansion not exceeding 5 x 10 (to the minus 6), (or 0.000005) per Kelvin within a temperature range of 0-300 degrees C
701349|Glassware of a kind used for table or kitchen purposes (not drinking glasses or of glass-ceramics), of glass n.e.c. in item no. 7013.4
701391|Glassware; n.e.c. in heading no. 7013, of lead crystal
701399|Glassware; n.e.c. in heading no. 7013, other than of lead crystal
7014|Signalling glassware and optical elements of glass (other than those of heading no. 7015), not optically worked
701400|Glassware; signalling, (not optically worked)
7015|Clock, watch and similar glasses, glasses for non-corrective or corrective spectacles, curved, bent, hallowed etc, not optically worked; hollow glass spheres and their segments for manufacture
701510|Glasses for corrective spectacles; curved, bent, hollowed or the like, not optically worked
701590|Glasses; clock or watch and similar, glasses for non-corrective spectacles, curved, bent, hollowed etc, (not optically worked), hollow glass spheres and segments, for the manufacture of such glasses
7016|Glass; paving blocks, slabs, bricks, tiles etc, of pressed, moulded glass, whether or not wired, glass smallwares for decorative purposes leaded lights and the like; multicellular or foam glass
701610|Glass cubes and other glass smallwares; whether or not on a backing, for mosaics or similar decorative purposes
701690|Multicellular or foam glass; in blocks, panels, plates, shells or similar forms; paving blocks, slabs, bricks and other articles of pressed or moulded glass
7017|Laboratory, hygienic or pharmaceutical glassware, whether or not graduated or calibrated
701710|Glassware; laboratory, hygienic or pharmaceutical, whether or not graduated or calibrated, of fused quartz or other fused silica
701720|Glassware; laboratory, hygienic or pharmaceutical, whether or not graduated or calibrated, having a linear co-efficient of expansion not over 5 x 10 (to the minus 6), (or 0.000005)) per Kelvin with a temperature of 0-300 degrees C
701790|Glassware; laboratory, hygienic or pharmaceutical, whether or not graduated or calibrated, of glass n.e.c. in heading no. 7017
7018|Glass beads, imitation pearls, precious or semi-precious stones and similar glass smallwares, statuettes and other ornaments of worked glass; glass microspheres not exceeding 1mm in diameter
701810|Glass; beads, imitation pearls, imitation precious or semi-precious stones and similar glass smallwares
701820|Glass microspheres; not exceeding 1mm in diameter
701890|Glass; articles thereof, statuettes and other ornaments of lamp worked glass, other than imitation jewellery
7019|Glass fibres (including glass wool) and articles thereof (e.g. yarn, rovings, woven fabrics)
701911|Glass fibres; (including glass wool), chopped strands, of a length of not more than 50mm
701912|Glass fibres; (including glass wool), rovings
701913|Glass fibres; (including glass wool), yarns and slivers
701914|Glass fibres; (including glass wool), mechanically bonded mats
701915|Glass fibres; (including glass wool), chemically bonded mats
701919|Glass fibres; (including glass wool), threads and mats, other than mechanically or chemically bonded mats
701961|Glass fibres; mechanically bonded fabrics and closed woven fabrics of rovings
701962|Glass fibres; non-woven mechanically bonded fabrics and closed fabrics of rovings
701963|Glass fibres; mechanically bonded fabrics and closed woven fabrics, plain weave, of yarns, not coated or laminated (other than rovings)
701964|Glass fibres; closed woven fabrics, plain weave, of yarns, coated or laminated, (other than rovings)
701965|Glass fibres; open woven fabrics of a width not exceeding 30cm
701966|Glass fibres; open woven fabrics of a width exceeding 30cm
701969|Glass fibres; fabrics n.e.c. in item no. 7019.6
701971|Glass fibres; chemically bonded fabrics
701972|Glass fibres; chemically bonded fabrics, closed fabrics n.e.c. in heading 7019
701973|Glass fibres; chemically bonded fabrics, open fabrics n.e.c. in heading 7019
701980|Glass fibres; glass wool and articles thereof
701990|Glass fibres; n.e.c. in heading no. 7019
7020|Glass; articles n.e.c. in chapter 70
702000|Glass; articles n.e.c. in chapter 70`;
