/** Harmonized System nomenclature, section VII: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_07 = `39|Plastics and articles thereof
3901|Polymers of ethylene, in primary forms
390110|Ethylene polymers; in primary forms, polyethylene having a specific gravity of less than 0.94
390120|Ethylene polymers; in primary forms, polyethylene having a specific gravity of 0.94 or more
390130|Ethylene polymers; in primary forms, ethylene-vinyl acetate copolymers
390140|Ethylene polymers; in primary forms, ethylene-alpha-olefin copolymers, having a specific gravity of less than 0.94
390190|Ethylene polymers; in primary forms, n.e.c. in heading no. 3901
3902|Polymers of propylene or of other olefins, in primary forms
390210|Propylene, other olefin polymers; polypropylene in primary forms
390220|Propylene, other olefin polymers; polyisobutylene in primary forms
390230|Propylene, other olefin polymers; propylene copolymers in primary forms
390290|Propylene, other olefin polymers; n.e.c. in heading no. 3902, in primary forms
3903|Polymers of styrene, in primary forms
390311|Styrene polymers; expansible polystyrene, in primary forms
390319|Styrene polymers; (other than expansible polystyrene), in primary forms
390320|Styrene polymers; styrene-acrylonitrile (SAN) copolymers, in primary forms
390330|Styrene polymers; acrylonitrile-butadiene-styrene (ABS) copolymers, in primary forms
390390|Styrene polymers; in primary forms, n.e.c. in heading no. 3903
3904|Polymers of vinyl chloride or of other halogenated olefins, in primary forms
390410|Vinyl chloride, other halogenated olefin polymers; poly(vinyl chloride), not mixed with any other substances, in primary forms
390421|Vinyl chloride, other halogenated olefin polymers; non-plasticised poly(vinyl chloride), in primary forms, mixed with other substances
390422|Vinyl chloride, other halogenated olefin polymers; plasticised poly(vinyl chloride), in primary forms, mixed with other substances
390430|Vinyl chloride, other halogenated olefin polymers; vinyl chloride-vinyl acetate copolymers, in primary forms
390440|Vinyl chloride, other halogenated olefin polymers; vinyl chloride copolymers, in primary forms n.e.c. in heading no. 3904
390450|Vinyl chloride, other halogenated olefin polymers; vinylidene chloride polymers, in primary forms
390461|Halogenated olefin polymers; fluoro-polymers, polytetrafluoroethylene, in primary forms
390469|Halogenated olefin polymers; fluoro-polymers (other than polytetrafluoroethylene), in primary forms
390490|Vinyl chloride, other halogenated olefin polymers; n.e.c. in heading no. 3904
3905|Polymers of vinyl acetate or of other vinyl esters, in primary forms; other vinyl polymers in primary forms
390512|Poly(vinyl acetate); in aqueous dispersion, in primary forms
390519|Poly(vinyl acetate); (other than in aqueous dispersion), in primary forms
390521|Vinyl acetate copolymers; in aqueous dispersion, in primary forms
390529|Vinyl acetate copolymers; (other than in aqueous dispersion), in primary forms
390530|Poly(vinyl alcohol); whether or not containing unhydrolysed acetate groups
390591|Vinyl acetate, vinyl ester polymers, vinyl polymers; n.e.c. in heading no. 3905, in primary forms, copolymers
390599|Vinyl acetate, vinyl ester polymers, vinyl polymers; n.e.c. in heading no. 3905, in primary forms, other than copolymers
3906|Acrylic polymers in primary forms
390610|Acrylic polymers; poly(methyl methacrylate), in primary forms
390690|Acrylic polymers; (other than polymethyl methacrylate), in primary forms
3907|Polyacetals, other polyethers and epoxide resins, in primary forms; polycarbonates, alkyd resins, polyallyl esters and other polyesters, in primary forms
390710|Polyacetals; in primary forms
390721|Polyethers other than polyacetals; in primary forms, bis(polyoxyethylene) methylphosphonate
390729|Polyethers other than polyacetals, and bis(polyoxyethylene) methylphosphonate; in primary forms
390730|Epoxide resins; in primary forms
390740|Polycarbonates; in primary forms
390750|Alkyd resins; in primary forms
390761|Poly(ethylene terephthalate); in primary forms, having a viscosity of 78ml/g or higher
390769|Poly(ethylene terephthalate); in primary forms, having a viscosity of less than 78ml/g
390770|Poly(lactic acid); in primary forms
390791|Polyesters; n.e.c. in heading no. 3907, unsaturated, in primary forms
390799|Polyesters; n.e.c. in heading no. 3907, saturated, in primary forms
3908|Polyamides in primary forms
390810|Polyamides; polyamide-6, -11, -12, -6,6, -6,9, -6,10 or -6,12, in primary forms
390890|Polyamides; n.e.c. in heading no. 3908, in primary forms
3909|Amino-resins, phenolic resins and polyurethanes, in primary forms
390910|Amino-resins; urea and thiourea resins, in primary forms
390920|Amino-resins; melamine resins, in primary forms
390931|Amino-resins; n.e.c. in heading no. 3909, in primary forms, poly(methylene phenyl isocyanate) (Crude MDI, polymeric MDI)
390939|Amino-resins; n.e.c. in heading no. 3909, in primary forms, other than poly(methylene phenyl isocyanate) (Crude MDI, polymeric MDI)
390940|Phenolic resins; in primary forms
390950|Polyurethanes; in primary forms
3910|Silicones in primary forms
391000|Silicones; in primary forms
3911|Petroleum resins, coumarone-indene resins, polyterpenes, polysulphides, polysulphones and similar products of chemical synthesis n.e.c. in chapter 39, in primary forms
391110|Petroleum resins, coumarone, indene or coumarone-indene resins and polyterpenes; in primary forms
391120|Petroleum resins, poly(1,3-phenylene methylphosphonate), in primary forms
391190|Polysulphides, polysulphones and similar products of chemical synthesis n.e.c. in chapter 39; in primary forms
3912|Cellulose and its chemical derivatives, n.e.c. or included, in primary forms
391211|Cellulose acetates; non-plasticised, in primary forms
391212|Cellulose acetates; plasticised, in primary forms
391220|Cellulose nitrates (including collodions); in primary forms
391231|Cellulose ethers; carboxymethylcellulose and its salts, in primary forms
391239|Cellulose ethers; (other than carboxymethylcellulose and its salts), in primary forms
391290|Cellulose and its chemical derivatives; n.e.c. in item no. 3912, in primary forms
3913|Natural polymers (e.g. alginic acid) and modified natural polymers (e.g. hardened proteins, chemical derivatives of natural rubber), n.e.c. or included, in primary forms
391310|Polymers, natural; alginic acid, its salts and esters, in primary forms
391390|Polymers, natural and modified natural; in primary forms (excluding alginic acid, its salts and esters)
3914|Ion-exchangers; based on polymers of heading no. 3901 to 3913, in primary forms
391400|Ion-exchangers; based on polymers of heading no. 3901 to 3913, in primary forms
3915|Waste, parings and scrap, of plastics
391510|Ethylene polymers; waste, parings and scrap
391520|Styrene polymers; waste, parings and scrap
391530|Vinyl chloride polymers; waste, parings and scrap
391590|Plastics n.e.c. in heading no. 3915; waste, parings and scrap
3916|Monofilament of which any cross-sectional dimension exceeds 1mm, rods, sticks and profile shapes, whether or not surface-worked but not otherwise worked, of plastics
391610|Ethylene polymers; monofilament, of which any cross-sectional dimension exceeds 1mm, rods, sticks and profile shapes, whether or not surface-worked but not otherwise worked
391620|Vinyl chloride polymers; monofilament, of which any cross-sectional dimension exceeds 1mm, rods, sticks and profile shapes, whether or not surface-worked but not otherwise worked
391690|Plastics; monofilament, of plastics n.e.c. in heading no. 3916, cross-sectional dimension exceeds 1mm, rods, sticks and profile shapes, whether or not surface-worked but not otherwise worked
3917|Tubes, pipes and hoses and fittings thereof (for example, joints, elbows, flanges), of plastics
391710|Plastics; artificial guts (sausage casings) of hardened protein or of cellulosic materials
391721|Plastics; tubes, pipes and hoses thereof, rigid, of polymers of ethylene
391722|Plastics; tubes, pipes and hoses thereof, rigid, of polymers of propylene
391723|Plastics; tubes, pipes and hoses thereof, rigid, of polymers of vinyl chloride
391729|Plastics; tubes, pipes and hoses thereof, rigid, of plastics n.e.c. in heading no. 3917
391731|Plastics; tubes, pipes and hoses thereof, flexible, having a minimum burst pressure of 27.6MPa
391732|Plastics; tubes, pipes and hoses thereof, other than those of item no. 3917.31, not reinforced or otherwise combined with other materials, without fittings
391733|Plastics; tubes, pipes and hoses thereof, other than those of item no. 3917.31, not reinforced or otherwise combined with other materials, with fittings
391739|Plastics; tubes, pipes and hoses thereof, n.e.c. in item no. 3917.30
391740|Plastics; tube, pipe and hose fittings (e.g. joints, elbows, flanges)
3918|Floor coverings of plastics, self-adhesive or not, in rolls or tiles; wall or ceiling coverings of plastics, in rolls of a width not less than 45cm
391810|Floor, wall or ceiling coverings; of polymers of vinyl chloride, whether or not self-adhesive, in rolls or in the form of tiles
391890|Floor, wall or ceiling coverings; of plastics (excluding polymers of vinyl chloride), whether or not self-adhesive, in rolls or in the form of tiles
3919|Self-adhesive plates, sheets, film, foil, tape, strip and other flat shapes, of plastics, whether or not in rolls
391910|Plastics; plates, sheets, film, foil, tape, strip, other flat shapes thereof, self-adhesive, in rolls of a width not exceeding 20cm
391990|Plastics; plates, sheets, film, foil, tape, strip, other flat shapes thereof, self-adhesive, other than in rolls of a width not exceeding 20cm
3920|Plastics; plates, sheets, film, foil and strip (not self-adhesive); non-cellular and not reinforced, laminated, supported or similarly combined with other materials, n.e.c. in chapter 39
392010|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of polymers of ethylene, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392020|Plastics; of polymers of propylene, plates, sheets, film, foil and strip (not self-adhesive), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392030|Plastics; of polymers of styrene, plates, sheets, film, foil and strip (not self-adhesive), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392043|Plastics; polymers of vinyl chloride, containing by weight not less than 6% of plasticisers; plates, sheets, film, foil and strip (not self-adhesive), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392049|Plastics; polymers of vinyl chloride, containing by weight, less than 6% of plasticisers; plates, sheets, film, foil and strip (not self-adhesive), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392051|Plastics; of acrylic polymers, polymethyl methacrylate, plates, sheets, film, foil and strip (not self-adhesive), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392059|Plastics; of acrylic polymers (excluding polymethyl methacrylate), plates, sheets, film, foil and strip (not self-adhesive), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392061|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of polycarbonates, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392062|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of poly(ethylene terephthalate), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392063|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of unsaturated polyesters, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392069|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of polyesters n.e.c. in heading no. 3920, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392071|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of regenerated cellulose; non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392073|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of cellulose acetate, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392079|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of cellulose derivatives n.e.c. in heading no. 3920, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392091|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of poly(vinyl butyral), non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392092|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of polyamides, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392093|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of amino-resins, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392094|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of phenolic resins, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
392099|Plastics; plates, sheets, film, foil and strip (not self-adhesive), of plastics n.e.c. in heading no. 3920, non-cellular and not reinforced, laminated, supported or similarly combined with other materials
3921|Plastic plates, sheets, film, foil and strip n.e.c. in chapter 39
392111|Plastics; plates, sheets, film, foil and strip, of polymers of styrene, cellular
392112|Plastics; plates, sheets, film, foil and strip, of polymers of vinyl chloride, cellular
392113|Plastics; plates, sheets, film, foil and strip, of polyurethanes, cellular
392114|Plastics; plates, sheets, film, foil and strip, of regenerated cellulose, cellular
392119|Plastics; plates, sheets, film, foil and strip, of plastics n.e.c. in heading no. 3921, cellular
392190|Plastics; plates, sheets, film, foil and strip, other than cellular
3922|Sanitary ware; baths, shower-baths, sinks, wash-basins, bidets, lavatory pans, seats and covers, flushing cisterns and sanitary ware, of plastics
392210|Plastics; baths, shower-baths, sinks and wash-basins
392220|Plastics; lavatory seats and covers
392290|Plastics; bidets, lavatory pans, flushing cisterns and similar sanitary ware n.e.c. in heading no. 3922
3923|Plastic articles for the conveyance or packing of goods; stoppers, lids, caps and other closures of plastics
392310|Plastics; boxes, cases, crates and similar articles for the conveyance or packing of goods
392321|Ethylene polymers; sacks and bags (including cones), for the conveyance or packing of goods
392329|Plastics; sacks and bags (including cones), for the conveyance or packing of goods, of plastics other than ethylene polymers
392330|Plastics; carboys, bottles, flasks and similar articles, for the conveyance or packing of goods
392340|Plastics; spools, cops, bobbins and similar supports, for the conveyance or packing of goods
392350|Plastics; stoppers, lids, caps and other closures, for the conveyance or packing of goods
392390|Plastics; articles for the conveyance or packing of goods n.e.c. in heading no. 3923
3924|Tableware, kitchenware, other household articles and hygienic or toilet articles, of plastics
392410|Plastics; tableware and kitchenware
392490|Plastics; household articles and hygienic or toilet articles
3925|Plastics; builders' wares n.e.c. or included
392510|Plastics; builders' ware, reservoirs, tanks, vats and similar containers of a capacity exceeding 300 litres
392520|Plastics; builders' ware, doors, windows and their frames and thresholds for doors
392530|Plastics; builders' ware, shutters, blinds (including venetian blinds) and similar articles and parts thereof
392590|Plastics; builders' ware, n.e.c. or included in heading no. 3925
3926|Articles of plastics and articles of other materials of heading no. 3901 to 3914, n.e.c. in chapter 39
392610|Plastics; office or school supplies
392620|Plastics; articles of apparel and clothing accessories (including gloves, mittens and mitts)
392630|Plastics; fittings for furniture, coachwork or the like
392640|Plastics; statuettes and other ornamental articles
392690|Plastics; other articles n.e.c. in chapter 39
40|Rubber and articles thereof
4001|Natural rubber, balata, gutta-percha, guayule, chicle and similar gums; in primary forms or in plates, sheets or strip
400110|Rubber; natural rubber latex, whether or not pre-vulcanised, in primary forms or in plates, sheets or strip
400121|Rubber; natural (excluding latex), in smoked sheets
400122|Rubber; technically specified natural rubber (TSNR), in primary forms or in plates, sheets or strip (excluding latex and smoked sheets)
400129|Rubber; natural (excluding latex, technically specified natural rubber and smoked sheets), in primary forms or in plates, sheets or strip
400130|Balata, gutta-percha, guayule, chicle and similar natural gums; in primary forms or in plates, sheets or strip
4002|Synthetic rubber and factice derived from oils, in primary forms or in plates, sheets or strip; mixtures of heading no. 4001 and 4002, in primary forms or in plates, sheets or strip
400211|Rubber; synthetic, styrene-butadiene rubber (SBR) and carboxylated styrene-butadiene rubber (XSBR) latex, in primary forms or in plates, sheets or strip
400219|Rubber; synthetic, styrene-butadiene rubber (SBR) and carboxylated styrene-butadiene rubber (XSBR), (other than latex), in primary forms or in plates, sheets or strip
400220|Rubber; synthetic, butadiene rubber (BR), in primary forms or in plates, sheets or strip
400231|Rubber; synthetic, isobutene-isoprene (butyl) rubber (IIR), in primary forms or in plates, sheets or strip
400239|Rubber; synthetic, halo-isobutene-isoprene rubber (CIIR or BIIR), in primary forms or in plates, sheets or strip
400241|Rubber; synthetic, chloroprene (chlorobutadiene) rubber (CR), latex, in primary forms or in plates, sheets or strip
400249|Rubber; synthetic, chloroprene (chlorobutadiene) rubber (CR), (other than latex), in primary forms or in plates, sheets or strip
400251|Rubber; synthetic, acrylonitrile-butadiene rubber (NBR), latex, in primary forms or in plates, sheets or strip
400259|Rubber; synthetic, acrylonitrile-butadiene rubber (NBR), (other than latex), in primary forms or in plates, sheets or strip
400260|Rubber; synthetic, isoprene rubber (IR), in primary forms or in plates, sheets or strip
400270|Rubber; synthetic, ethylene-propylene-non-conjugated diene rubber (EPDM), in primary forms or in plates, sheets or strip
400280|Rubber; mixtures of natural and synthetic rubbers of heading no. 4001 and 4002, in primary forms or in plates, sheets or strip
400291|Rubber; synthetic, n.e.c. in heading 4002, latex, in primary forms or in plates, sheets or strip
400299|Rubber; synthetic, n.e.c. in heading 4002, (other than latex), in primary forms or in plates, sheets or strip
4003|Reclaimed rubber in primary forms or in plates, sheets or strip
400300|Rubber; reclaimed rubber, in primary forms or in plates, sheets or strip
4004|Waste, parings and scrap of rubber (other than hard rubber) and powders and granules obtained therefrom
400400|Rubber; waste, parings and scrap of rubber (other than hard rubber) and powders and granules obtained therefrom
4005|Compounded rubber, unvulcanised, in primary forms or in plates, sheets or strip
400510|Rubber; unvulcanised, compounded with carbon black or silica, in primary forms or in plates, sheets or strip
400520|Rubber; unvulcanised, compounded, solutions and dispersions other than those of item no. 4005.10
400591|Rubber; unvulcanised, (compounded other than with carbon black or silica), in plates, sheets and strip
400599|Rubber; unvulcanised, (compounded other than with carbon black or silica), in primary forms, (other than plates, sheets, strip, solutions or dispersions)
4006|Unvulcanised rubber in other forms (e.g. rods, tubes and profile shapes) and articles (e.g. discs and rings)
400610|Rubber; unvulcanised, camel-back strips for retreading rubber tyres
400690|Rubber; unvulcanised, other than camel back strips for retreading rubber tyres
4007|Vulcanised rubber thread and cord
400700|Rubber; vulcanised, thread and cord
4008|Plates, sheets, strip, rods and profile shapes, of vulcanised rubber other than hard rubber
400811|Rubber; vulcanised (other than hard rubber), in plates, sheets and strip of cellular rubber
400819|Rubber; vulcanised (other than hard rubber), cellular rubber, (other than in plates, sheets or strip)
400821|Rubber; vulcanised (other than hard rubber), in plates, sheets and strip, of non-cellular rubber
400829|Rubber; vulcanised (other than hard rubber), non-cellular rubber, in forms other than plates, sheets or strip
4009|Tubes, pipes and hoses, of vulcanised rubber (other than hard rubber), with or without their fittings (e.g. joints, elbows, flanges)
400911|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, not reinforced or otherwise combined with other materials, without fittings
400912|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, not reinforced or otherwise combined with other materials, with fittings
400921|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined only with metal, without fittings
400922|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined only with metal, with fittings
400931|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined only with textile materials, without fittings
400932|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined only with textile materials, with fittings
400941|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined with materials other than metal or textiles, without fittings
400942|Rubber; vulcanised (other than hard rubber), tubing, piping and hoses, reinforced or otherwise combined with materials other than metal or textiles, with fittings
4010|Conveyor or transmission belts or belting, of vulcanised rubber
401011|Rubber; vulcanised, conveyor belts or belting, reinforced only with metal
401012|Rubber; vulcanised, conveyor belts or belting, reinforced only with textile materials
401019|Rubber; vulcanised, conveyor belts or belting, (reinforced with other than metal only or textile materials only)
401031|Rubber; vulcanised, endless transmission belts of trapezoidal cross-section (V-belts), V-ribbed, of an outside circumference exceeding 60cm but not exceeding 180 cm
401032|Rubber; vulcanised, endless transmission belts of trapezoidal cross-section (V-belts), other than V-ribbed, of an outside circumference exceeding 60cm but not exceeding 180 cm
401033|Rubber; vulcanised, endless transmission belts of trapezoidal cross-section (V-belts), V-ribbed, of an outside circumference exceeding 180cm but not exceeding 240 cm
401034|Rubber; vulcanised, endless transmission belts of trapezoidal cross-section (V-belts), other than V-ribbed, of an outside circumference exceeding 180cm but not exceeding 240 cm
401035|Rubber; vulcanised, endless synchronous belts, of an outside circumference exceeding 60 cm but not exceeding 150 cm
401036|Rubber; vulcanised, endless synchronous belts, of an outside circumference exceeding 150 cm but not exceeding 198 cm
401039|Rubber; vulcanised, conveyor or transmission belts or belting, n.e.c. in heading no. 4010
4011|New pneumatic tyres, of rubber
401110|Rubber; new pneumatic tyres, of a kind used on motor cars (including station wagons and racing cars)
401120|Rubber; new pneumatic tyres, of a kind used on buses or lorries
401130|Rubber; new pneumatic tyres, of a kind used on aircraft
401140|Rubber; new pneumatic tyres, of a kind used on motorcycles
401150|Rubber; new pneumatic tyres, of a kind used on bicycles
401170|Rubber; new pneumatic tyres, of a kind used on agricultural or forestry vehicles and machines
401180|Rubber; new pneumatic tyres, of a kind used on construction, mining or industrial handling vehicles and machines
401190|Rubber; new pneumatic tyres, of a kind used on light commercial vehicles
4012|Retreaded or used pneumatic tyres of rubber; solid or cushion tyres, tyre treads and tyre flaps, of rubber
401211|Retreaded tyres; of a kind used on motor cars (including station wagons and racing cars)
401212|Retreaded tyres; of a kind used on motor buses or lorries
401213|Retreaded tyres; of a kind used on aircraft
401219|Retreaded tyres; other than of a kind used on motor cars (including station wagons and racing cars), buses and lorries and aircraft
401220|Rubber; used pneumatic tyres
401290|Rubber; tyres n.e.c. in heading no. 4012
4013|Inner tubes, of rubber
401310|Rubber; inner tubes, of a kind used on motorcars (including station wagons and racing cars), buses and lorries
401320|Rubber; inner tubes, of a kind used on bicycles
401390|Rubber; inner tubes, n.e.c. in heading no. 4013
4014|Hygienic or pharmaceutical articles (including teats), of vulcanised rubber other than hard rubber, with or without fittings of hard rubber
401410|Rubber; vulcanised (other than hard rubber), sheath contraceptives
401490|Rubber; vulcanised (other than hard rubber), hygienic or pharmaceutical articles (excluding sheath contraceptives), with or without fittings of hard rubber
4015|Articles of apparel and clothing accessories (including gloves, mittens and mitts), for all purposes, of vulcanised rubber other than hard rubber
401512|Rubber; vulcanised (other than hard rubber), gloves, of a kind used for medical, surgical, dental or veterinary purposes
401519|Rubber; vulcanised (other than hard rubber), gloves, mittens and mitts other than surgical gloves
401590|Rubber; vulcanised (other than hard rubber), articles of apparel and clothing accessories (other than gloves, mittens and mitts)
4016|Articles of vulcanised rubber other than hard rubber, n.e.c. in chapter 40
401610|Rubber; vulcanised (other than hard rubber), moulded rubber mats and mats of non-rectangular shape made by cutting from the piece, of cellular rubber
401691|Rubber; vulcanised (other than hard rubber), floor coverings and mats, of non-cellular rubber
401692|Rubber; vulcanised (other than hard rubber), erasers, of non-cellular rubber
401693|Rubber; vulcanised (other than hard rubber), gaskets, washers and other seals, of non-cellular rubber
401694|Rubber; vulcanised (other than hard rubber), boat or dock fenders, whether or not inflatable, of non-cellular rubber
401695|Rubber; vulcanised (other than hard rubber), inflatable articles (other than boat or dock fenders), of non-cellular rubber
401699|Rubber; vulcanised (other than hard rubber), articles n.e.c. in heading no. 4016, of non-cellular rubber
4017|Hard rubber (e.g. ebonite) in all forms, including waste and scrap; articles of hard rubber
401700|Rubber; ebonite and other hard rubbers in all forms, including waste and scrap, and articles of hard rubber`;
