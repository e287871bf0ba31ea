/**
 * HS headings (4 digits) and subheadings (6 digits) of the chapters automotive parts fall in: 27, 32, 34, 38,
 * 39, 40, 68, 70, 73, 83, 84, 85, 87, 90 and 94 (headings complete for those chapters; subheadings where parts
 * and accessories are classified).
 */
export const HS_HEADINGS = `2710|Petroleum oils and oils obtained from bituminous minerals, other than crude; waste oils
271012|Light oils and preparations
271019|Other petroleum oils (including lubricating oils and greases)
271099|Waste oils
2711|Petroleum gases and other gaseous hydrocarbons
3208|Paints and varnishes based on synthetic polymers, in a non-aqueous medium
3209|Paints and varnishes based on synthetic polymers, in an aqueous medium
3214|Glaziers' putty, grafting putty, resin cements, caulking compounds and other mastics; painters' fillings
3403|Lubricating preparations (including cutting-oil preparations, bolt or nut release preparations, anti-rust or anti-corrosion preparations)
340319|Lubricating preparations containing petroleum oils, other
340399|Lubricating preparations, other
3405|Polishes and creams, for footwear, furniture, floors, coachwork, glass or metal
340530|Polishes and similar preparations for coachwork, other than metal polishes
3506|Prepared glues and other prepared adhesives, not elsewhere specified or included
3811|Anti-knock preparations, oxidation inhibitors, gum inhibitors, viscosity improvers, anti-corrosive preparations and other prepared additives, for mineral oils
381121|Additives for lubricating oils containing petroleum oils
3819|Hydraulic brake fluids and other prepared liquids for hydraulic transmission
3820|Anti-freezing preparations and prepared de-icing fluids
3901|Polymers of ethylene, in primary forms
3902|Polymers of propylene or of other olefins, in primary forms
3903|Polymers of styrene, in primary forms
3904|Polymers of vinyl chloride or of other halogenated olefins, in primary forms
3905|Polymers of vinyl acetate or of other vinyl esters, in primary forms
3906|Acrylic polymers in primary forms
3907|Polyacetals, other polyethers and epoxide resins; polycarbonates, alkyd resins, polyallyl esters and other polyesters, in primary forms
3908|Polyamides in primary forms
3909|Amino-resins, phenolic resins and polyurethanes, in primary forms
3910|Silicones in primary forms
3911|Petroleum resins, coumarone-indene resins, polyterpenes, polysulphides, polysulphones, in primary forms
3912|Cellulose and its chemical derivatives, not elsewhere specified or included, in primary forms
3913|Natural polymers and modified natural polymers, in primary forms
3914|Ion-exchangers based on polymers of headings 3901 to 3913, in primary forms
3915|Waste, parings and scrap, of plastics
3916|Monofilament, rods, sticks and profile shapes, of plastics
3917|Tubes, pipes and hoses, and fittings therefor (for example, joints, elbows, flanges), of plastics
391721|Rigid tubes, pipes and hoses of polymers of ethylene
391731|Flexible tubes, pipes and hoses, having a minimum burst pressure of 27.6 MPa
391732|Other tubes, pipes and hoses, not reinforced or otherwise combined with other materials, without fittings
391740|Fittings for tubes, pipes and hoses, of plastics
3918|Floor coverings of plastics; wall or ceiling coverings of plastics
3919|Self-adhesive plates, sheets, film, foil, tape, strip and other flat shapes, of plastics
3920|Other plates, sheets, film, foil and strip, of plastics, non-cellular and not reinforced
3921|Other plates, sheets, film, foil and strip, of plastics
3922|Baths, shower-baths, sinks, wash-basins, bidets, lavatory pans, seats and covers, of plastics
3923|Articles for the conveyance or packing of goods, of plastics; stoppers, lids, caps and other closures, of plastics
3924|Tableware, kitchenware, other household articles and hygienic or toilet articles, of plastics
3925|Builders' ware of plastics, not elsewhere specified or included
3926|Other articles of plastics and articles of other materials of headings 3901 to 3914
392630|Fittings for furniture, coachwork or the like, of plastics
392690|Other articles of plastics
4001|Natural rubber, balata, gutta-percha, guayule, chicle and similar natural gums
4002|Synthetic rubber and factice derived from oils
4003|Reclaimed rubber, in primary forms or in plates, sheets or strip
4004|Waste, parings and scrap of rubber (other than hard rubber)
4005|Compounded rubber, unvulcanised
4006|Other forms and articles of unvulcanised rubber
4007|Vulcanised rubber thread and cord
4008|Plates, sheets, strip, rods and profile shapes, of vulcanised rubber other than hard rubber
4009|Tubes, pipes and hoses, of vulcanised rubber other than hard rubber, with or without their fittings
400911|Tubes, pipes and hoses, not reinforced, without fittings
400912|Tubes, pipes and hoses, not reinforced, with fittings
400921|Tubes, pipes and hoses, reinforced with metal, without fittings
400922|Tubes, pipes and hoses, reinforced with metal, with fittings
400931|Tubes, pipes and hoses, reinforced with textile materials, without fittings
400932|Tubes, pipes and hoses, reinforced with textile materials, with fittings
400942|Tubes, pipes and hoses, reinforced with other materials, with fittings
4010|Conveyor or transmission belts or belting, of vulcanised rubber
401031|Endless transmission belts of trapezoidal cross-section (V-belts), V-ribbed, circumference 60-180 cm
401032|Endless transmission belts of trapezoidal cross-section, not V-ribbed, circumference 60-180 cm
401033|Endless transmission belts of trapezoidal cross-section (V-belts), V-ribbed, circumference 180-240 cm
401035|Endless synchronous belts, circumference 60-150 cm
401036|Endless synchronous belts, circumference 150-198 cm
401039|Other transmission belts
4011|New pneumatic tyres, of rubber
401110|New pneumatic tyres of a kind used on motor cars (including station wagons and racing cars)
401120|New pneumatic tyres of a kind used on buses or lorries
401140|New pneumatic tyres of a kind used on motorcycles
401150|New pneumatic tyres of a kind used on bicycles
401170|New pneumatic tyres of a kind used on agricultural or forestry vehicles and machines
401180|New pneumatic tyres of a kind used on construction, mining or industrial handling vehicles
401190|Other new pneumatic tyres
4012|Retreaded or used pneumatic tyres of rubber; solid or cushion tyres, tyre treads and tyre flaps, of rubber
4013|Inner tubes, of rubber
401310|Inner tubes of a kind used on motor cars, buses or lorries
4014|Hygienic or pharmaceutical articles of vulcanised rubber other than hard rubber
4015|Articles of apparel and clothing accessories, of vulcanised rubber other than hard rubber
4016|Other articles of vulcanised rubber other than hard rubber
401610|Articles of cellular rubber
401691|Floor coverings and mats, of vulcanised rubber
401693|Gaskets, washers and other seals, of vulcanised rubber
401699|Other articles of vulcanised rubber
4017|Hard rubber (for example, ebonite) in all forms, including waste and scrap; articles of hard rubber
6801|Setts, curbstones and flagstones, of natural stone (except slate)
6802|Worked monumental or building stone and articles thereof
6803|Worked slate and articles of slate or of agglomerated slate
6804|Millstones, grindstones, grinding wheels and the like, without frameworks, for grinding, sharpening, polishing, trueing or cutting
6805|Natural or artificial abrasive powder or grain, on a base of textile material, of paper, of paperboard or of other materials
6806|Slag wool, rock wool and similar mineral wools; exfoliated vermiculite, expanded clays and similar expanded mineral materials
6807|Articles of asphalt or of similar material
6808|Panels, boards, tiles, blocks and similar articles of vegetable fibre, of straw or of shavings, agglomerated with cement, plaster or other mineral binders
6809|Articles of plaster or of compositions based on plaster
6810|Articles of cement, of concrete or of artificial stone, whether or not reinforced
6811|Articles of asbestos-cement, of cellulose fibre-cement or the like
6812|Fabricated asbestos fibres; mixtures with a basis of asbestos or with a basis of asbestos and magnesium carbonate
6813|Friction material and articles thereof (for example, sheets, rolls, strips, segments, discs, washers, pads), not mounted, for brakes, for clutches or the like
681320|Friction material and articles thereof, containing asbestos
681381|Brake linings and pads, not containing asbestos
681389|Other friction material, not containing asbestos
6814|Worked mica and articles of mica
6815|Articles of stone or of other mineral substances (including carbon fibres), not elsewhere specified or included
7001|Cullet and other waste and scrap of glass; glass in the mass
7002|Glass in balls, rods or tubes, unworked
7003|Cast glass and rolled glass, in sheets or profiles
7004|Drawn glass and blown glass, in sheets
7005|Float glass and surface ground or polished glass, in sheets
7006|Glass of heading 7003, 7004 or 7005, bent, edge-worked, engraved, drilled, enamelled or otherwise worked
7007|Safety glass, consisting of toughened (tempered) or laminated glass
700711|Toughened (tempered) safety glass of size and shape suitable for incorporation in vehicles, aircraft, spacecraft or vessels
700721|Laminated safety glass of size and shape suitable for incorporation in vehicles, aircraft, spacecraft or vessels
7008|Multiple-walled insulating units of glass
7009|Glass mirrors, whether or not framed, including rear-view mirrors
700910|Rear-view mirrors for vehicles
7010|Carboys, bottles, flasks, jars, pots, phials, ampoules and other containers, of glass
7011|Glass envelopes (including bulbs and tubes), open, and glass parts thereof, without fittings, for electric lamps and light sources
7013|Glassware of a kind used for table, kitchen, toilet, office, indoor decoration or similar purposes
7014|Signalling glassware and optical elements of glass (other than those of heading 7015), not optically worked
7015|Clock or watch glasses and similar glasses, glasses for non-corrective or corrective spectacles
7016|Paving blocks, slabs, bricks, squares, tiles and other articles of pressed or moulded glass
7017|Laboratory, hygienic or pharmaceutical glassware
7018|Glass beads, imitation pearls, imitation precious or semi-precious stones and similar glass smallwares
7019|Glass fibres (including glass wool) and articles thereof
7020|Other articles of glass
7301|Sheet piling of iron or steel; welded angles, shapes and sections, of iron or steel
7302|Railway or tramway track construction material of iron or steel
7303|Tubes, pipes and hollow profiles, of cast iron
7304|Tubes, pipes and hollow profiles, seamless, of iron (other than cast iron) or steel
7305|Other tubes and pipes, having circular cross-sections, the external diameter of which exceeds 406.4 mm, of iron or steel
7306|Other tubes, pipes and hollow profiles, of iron or steel
7307|Tube or pipe fittings (for example, couplings, elbows, sleeves), of iron or steel
7308|Structures and parts of structures, of iron or steel
7309|Reservoirs, tanks, vats and similar containers for any material, of iron or steel, of a capacity exceeding 300 l
7310|Tanks, casks, drums, cans, boxes and similar containers, of iron or steel, of a capacity not exceeding 300 l
7311|Containers for compressed or liquefied gas, of iron or steel
7312|Stranded wire, ropes, cables, plaited bands, slings and the like, of iron or steel, not electrically insulated
7313|Barbed wire of iron or steel; twisted hoop or single flat wire, barbed or not
7314|Cloth, grill, netting and fencing, of iron or steel wire; expanded metal of iron or steel
7315|Chain and parts thereof, of iron or steel
731511|Roller chain
731520|Skid chain
7316|Anchors, grapnels and parts thereof, of iron or steel
7317|Nails, tacks, drawing pins, corrugated nails, staples and similar articles, of iron or steel
7318|Screws, bolts, nuts, coach screws, screw hooks, rivets, cotters, cotter-pins, washers (including spring washers) and similar articles, of iron or steel
731815|Other screws and bolts, whether or not with their nuts or washers
731816|Nuts
731821|Spring washers and other lock washers
731822|Other washers
731823|Rivets
731824|Cotters and cotter-pins
7319|Sewing needles, knitting needles, bodkins, crochet hooks, embroidery stilettos and similar articles, of iron or steel
7320|Springs and leaves for springs, of iron or steel
732010|Leaf-springs and leaves therefor
732020|Helical springs
7321|Stoves, ranges, grates, cookers, barbecues, braziers, gas-rings, plate warmers and similar non-electric domestic appliances, of iron or steel
7322|Radiators for central heating, not electrically heated, and parts thereof, of iron or steel
7323|Table, kitchen or other household articles and parts thereof, of iron or steel
7324|Sanitary ware and parts thereof, of iron or steel
7325|Other cast articles of iron or steel
7326|Other articles of iron or steel
8301|Padlocks and locks (key, combination or electrically operated), of base metal; clasps and frames with clasps, incorporating locks; keys
830120|Locks of a kind used for motor vehicles
830160|Parts of padlocks, locks and clasps
830170|Keys presented separately
8302|Base metal mountings, fittings and similar articles suitable for furniture, doors, staircases, windows, blinds, coachwork, saddlery, trunks and the like
830210|Hinges
830230|Other mountings, fittings and similar articles suitable for motor vehicles
8303|Armoured or reinforced safes, strong-boxes and doors and safe deposit lockers for strong-rooms, of base metal
8304|Filing cabinets, card-index cabinets, paper trays, paper rests, pen trays, office-stamp stands and similar office or desk equipment, of base metal
8305|Fittings for loose-leaf binders or files, letter clips, letter corners, paper clips, indexing tags and similar office articles, of base metal
8306|Bells, gongs and the like, non-electric, of base metal; statuettes and other ornaments, of base metal; photograph, picture or similar frames, of base metal; mirrors of base metal
8307|Flexible tubing of base metal, with or without fittings
8308|Clasps, frames with clasps, buckles, buckle-clasps, hooks, eyes, eyelets and the like, of base metal; tubular or bifurcated rivets, of base metal
8309|Stoppers, caps and lids (including crown corks, screw caps and pouring stoppers), capsules for bottles, threaded bungs, bung covers, seals and other packing accessories, of base metal
8310|Sign-plates, name-plates, address-plates and similar plates, numbers, letters and other symbols, of base metal
8311|Wire, rods, tubes, plates, electrodes and similar products, of base metal or of metal carbides, coated or cored with flux material, for soldering, brazing, welding
8401|Nuclear reactors; fuel elements (cartridges), non-irradiated, for nuclear reactors; machinery and apparatus for isotopic separation
8402|Steam or other vapour generating boilers; super-heated water boilers
8403|Central heating boilers other than those of heading 8402
8404|Auxiliary plant for use with boilers of heading 8402 or 8403; condensers for steam or other vapour power units
8405|Producer gas or water gas generators; acetylene gas generators and similar water process gas generators
8406|Steam turbines and other vapour turbines
8407|Spark-ignition reciprocating or rotary internal combustion piston engines
840733|Reciprocating piston engines of a kind used for the propulsion of vehicles of Chapter 87, cylinder capacity 250-1,000 cc
840734|Reciprocating piston engines of a kind used for the propulsion of vehicles of Chapter 87, cylinder capacity exceeding 1,000 cc
8408|Compression-ignition internal combustion piston engines (diesel or semi-diesel engines)
840820|Engines of a kind used for the propulsion of vehicles of Chapter 87
8409|Parts suitable for use solely or principally with the engines of heading 8407 or 8408
840991|Parts suitable for use solely or principally with spark-ignition internal combustion piston engines
840999|Parts suitable for use solely or principally with compression-ignition engines
8410|Hydraulic turbines, water wheels, and regulators therefor
8411|Turbo-jets, turbo-propellers and other gas turbines
8412|Other engines and motors
841221|Hydraulic power engines and motors, linear acting (cylinders)
841231|Pneumatic power engines and motors, linear acting (cylinders)
8413|Pumps for liquids, whether or not fitted with a measuring device; liquid elevators
841330|Fuel, lubricating or cooling medium pumps for internal combustion piston engines
841350|Other reciprocating positive displacement pumps
841360|Other rotary positive displacement pumps
841370|Other centrifugal pumps
841391|Parts of pumps
8414|Air or vacuum pumps, air or other gas compressors and fans; ventilating or recycling hoods incorporating a fan
841430|Compressors of a kind used in refrigerating equipment
841459|Other fans
841480|Other air pumps and compressors (including turbochargers)
841490|Parts of air or vacuum pumps, compressors and fans
8415|Air conditioning machines, comprising a motor-driven fan and elements for changing the temperature and humidity
841520|Air conditioning machines of a kind used for persons, in motor vehicles
841590|Parts of air conditioning machines
8416|Furnace burners for liquid fuel, for pulverised solid fuel or for gas; mechanical stokers
8417|Industrial or laboratory furnaces and ovens, including incinerators, non-electric
8418|Refrigerators, freezers and other refrigerating or freezing equipment, electric or other; heat pumps
8419|Machinery, plant or laboratory equipment, whether or not electrically heated, for the treatment of materials by a process involving a change of temperature
8420|Calendering or other rolling machines, other than for metals or glass, and cylinders therefor
8421|Centrifuges, including centrifugal dryers; filtering or purifying machinery and apparatus, for liquids or gases
842123|Oil or petrol-filters for internal combustion engines
842131|Intake air filters for internal combustion engines
842139|Other filtering or purifying machinery and apparatus for gases (including cabin air filters)
842199|Parts of filtering or purifying machinery
8422|Dish washing machines; machinery for cleaning or drying bottles or other containers; machinery for filling, closing, sealing or labelling
8423|Weighing machinery (excluding balances of a sensitivity of 5 cg or better)
8424|Mechanical appliances for projecting, dispersing or spraying liquids or powders; fire extinguishers; spray guns
842410|Fire extinguishers, whether or not charged
8425|Pulley tackle and hoists other than skip hoists; winches and capstans; jacks
842531|Winches and capstans powered by electric motor
842542|Other jacks and hoists, hydraulic
842549|Other jacks and hoists
8426|Ships' derricks; cranes, including cable cranes; mobile lifting frames, straddle carriers and works trucks fitted with a crane
8427|Fork-lift trucks; other works trucks fitted with lifting or handling equipment
8428|Other lifting, handling, loading or unloading machinery
8429|Self-propelled bulldozers, angledozers, graders, levellers, scrapers, mechanical shovels, excavators, shovel loaders, tamping machines and road rollers
8430|Other moving, grading, levelling, scraping, excavating, tamping, compacting, extracting or boring machinery, for earth, minerals or ores
8431|Parts suitable for use solely or principally with the machinery of headings 8425 to 8430
8432|Agricultural, horticultural or forestry machinery for soil preparation or cultivation
8433|Harvesting or threshing machinery; grass or hay mowers
8434|Milking machines and dairy machinery
8435|Presses, crushers and similar machinery used in the manufacture of wine, cider, fruit juices or similar beverages
8436|Other agricultural, horticultural, forestry, poultry-keeping or bee-keeping machinery
8437|Machines for cleaning, sorting or grading seed, grain or dried leguminous vegetables; machinery used in the milling industry
8438|Machinery, not specified or included elsewhere in this Chapter, for the industrial preparation or manufacture of food or drink
8439|Machinery for making pulp of fibrous cellulosic material or for making or finishing paper or paperboard
8440|Book-binding machinery, including book-sewing machines
8441|Other machinery for making up paper pulp, paper or paperboard
8442|Machinery, apparatus and equipment for preparing or making plates, cylinders or other printing components
8443|Printing machinery; other printers, copying machines and facsimile machines
8444|Machines for extruding, drawing, texturing or cutting man-made textile materials
8445|Machines for preparing textile fibres; spinning, doubling or twisting machines
8446|Weaving machines (looms)
8447|Knitting machines, stitch-bonding machines and machines for making gimped yarn, tulle, lace, embroidery, trimmings, braid or net
8448|Auxiliary machinery for use with machines of heading 8444, 8445, 8446 or 8447
8449|Machinery for the manufacture or finishing of felt or nonwovens
8450|Household or laundry-type washing machines
8451|Machinery (other than machines of heading 8450) for washing, cleaning, wringing, drying, ironing, pressing textile yarns, fabrics
8452|Sewing machines
8453|Machinery for preparing, tanning or working hides, skins or leather or for making or repairing footwear
8454|Converters, ladles, ingot moulds and casting machines, of a kind used in metallurgy or in metal foundries
8455|Metal-rolling mills and rolls therefor
8456|Machine-tools for working any material by removal of material, by laser or other light or photon beam, ultrasonic, electro-discharge processes
8457|Machining centres, unit construction machines and multi-station transfer machines, for working metal
8458|Lathes (including turning centres) for removing metal
8459|Machine-tools (including way-type unit head machines) for drilling, boring, milling, threading or tapping by removing metal
8460|Machine-tools for deburring, sharpening, grinding, honing, lapping, polishing or otherwise finishing metal
8461|Machine-tools for planing, shaping, slotting, broaching, gear cutting, gear grinding or gear finishing, sawing, cutting-off
8462|Machine-tools for working metal by forging, hammering or die-stamping; bending, folding, straightening, punching, shearing
8463|Other machine-tools for working metal, sintered metal carbides or cermets, without removing material
8464|Machine-tools for working stone, ceramics, concrete, asbestos-cement or like mineral materials or for cold working glass
8465|Machine-tools for working wood, cork, bone, hard rubber, hard plastics or similar hard materials
8466|Parts and accessories suitable for use solely or principally with the machines of headings 8456 to 8465
8467|Tools for working in the hand, pneumatic, hydraulic or with self-contained electric or non-electric motor
8468|Machinery and apparatus for soldering, brazing or welding, whether or not capable of cutting; gas-operated surface tempering machines
8470|Calculating machines and pocket-size data recording, reproducing and displaying machines with calculating functions
8471|Automatic data processing machines and units thereof; magnetic or optical readers
8472|Other office machines
8473|Parts and accessories suitable for use with machines of headings 8470 to 8472
8474|Machinery for sorting, screening, separating, washing, crushing, grinding, mixing or kneading earth, stone, ores
8475|Machines for assembling electric or electronic lamps, tubes or valves or flashbulbs, in glass envelopes
8476|Automatic goods-vending machines (for example, postage stamp, cigarette, food or beverage machines), including money-changing machines
8477|Machinery for working rubber or plastics or for the manufacture of products from these materials
8478|Machinery for preparing or making up tobacco
8479|Machines and mechanical appliances having individual functions, not specified or included elsewhere in this Chapter
8480|Moulding boxes for metal foundry; mould bases; moulding patterns; moulds for metal, metal carbides, glass, mineral materials, rubber or plastics
8481|Taps, cocks, valves and similar appliances for pipes, boiler shells, tanks, vats or the like, including pressure-reducing valves and thermostatically controlled valves
848120|Valves for oleohydraulic or pneumatic transmissions
848130|Check (nonreturn) valves
848140|Safety or relief valves
848180|Other appliances (taps, cocks, valves)
848190|Parts of taps, cocks, valves
8482|Ball or roller bearings
848210|Ball bearings
848220|Tapered roller bearings, including cone and tapered roller assemblies
848230|Spherical roller bearings
848240|Needle roller bearings
848250|Other cylindrical roller bearings
848280|Other bearings, including combined ball/roller bearings
848291|Balls, needles and rollers
848299|Parts of ball or roller bearings
8483|Transmission shafts (including cam shafts and crank shafts) and cranks; bearing housings and plain shaft bearings; gears and gearing; ball or roller screws; gear boxes; flywheels and pulleys; clutches and shaft couplings
848310|Transmission shafts (including cam shafts and crank shafts) and cranks
848320|Bearing housings, incorporating ball or roller bearings
848330|Bearing housings, not incorporating ball or roller bearings; plain shaft bearings
848340|Gears and gearing; ball or roller screws; gear boxes and other speed changers, including torque converters
848350|Flywheels and pulleys, including pulley blocks
848360|Clutches and shaft couplings (including universal joints)
848390|Toothed wheels, chain sprockets and other transmission elements presented separately; parts
8484|Gaskets and similar joints of metal sheeting combined with other material or of two or more layers of metal; sets or assortments of gaskets
848410|Gaskets and similar joints of metal sheeting combined with other material
848420|Mechanical seals
848490|Sets or assortments of gaskets and similar joints
8485|Machines for additive manufacturing
8486|Machines and apparatus of a kind used solely or principally for the manufacture of semiconductor boules or wafers, semiconductor devices, electronic integrated circuits or flat panel displays
8487|Machinery parts, not containing electrical connectors, insulators, coils, contacts or other electrical features, not specified or included elsewhere in this Chapter
8501|Electric motors and generators (excluding generating sets)
850110|Motors of an output not exceeding 37.5 W
850131|DC motors and generators of an output not exceeding 750 W
8502|Electric generating sets and rotary converters
8503|Parts suitable for use solely or principally with the machines of heading 8501 or 8502
8504|Electrical transformers, static converters (for example, rectifiers) and inductors
850440|Static converters
8505|Electro-magnets; permanent magnets; electro-magnetic or permanent magnet chucks, clamps and similar holding devices; electro-magnetic couplings, clutches and brakes
850520|Electro-magnetic couplings, clutches and brakes
8506|Primary cells and primary batteries
8507|Electric accumulators, including separators therefor, whether or not rectangular (including square)
850710|Lead-acid accumulators, of a kind used for starting piston engines
850720|Other lead-acid accumulators
850730|Nickel-cadmium accumulators
850750|Nickel-metal hydride accumulators
850760|Lithium-ion accumulators
850780|Other accumulators
850790|Parts of electric accumulators
8508|Vacuum cleaners
8509|Electro-mechanical domestic appliances, with self-contained electric motor, other than vacuum cleaners of heading 8508
8510|Shavers, hair clippers and hair-removing appliances, with self-contained electric motor
8511|Electrical ignition or starting equipment of a kind used for spark-ignition or compression-ignition internal combustion engines; generators and cut-outs of a kind used in conjunction with such engines
851110|Sparking plugs
851120|Ignition magnetos; magneto-dynamos; magnetic flywheels
851130|Distributors; ignition coils
851140|Starter motors and dual purpose starter-generators
851150|Other generators (alternators)
851180|Other equipment (including glow plugs)
851190|Parts of electrical ignition or starting equipment
8512|Electrical lighting or signalling equipment (excluding articles of heading 8539), windscreen wipers, defrosters and demisters, of a kind used for cycles or motor vehicles
851210|Lighting or visual signalling equipment of a kind used on bicycles
851220|Other lighting or visual signalling equipment (headlamps, tail lamps)
851230|Sound signalling equipment (horns, reversing alarms)
851240|Windscreen wipers, defrosters and demisters
851290|Parts of electrical lighting or signalling equipment, wipers, defrosters
8513|Portable electric lamps designed to function by their own source of energy
8514|Industrial or laboratory electric furnaces and ovens; other industrial or laboratory equipment for the heat treatment of materials
8515|Electric, laser or other light or photon beam, ultrasonic, electron beam, magnetic pulse or plasma arc soldering, brazing or welding machines
8516|Electric instantaneous or storage water heaters and immersion heaters; electric space heating apparatus; electro-thermic hair-dressing apparatus
8517|Telephone sets, including smartphones; other apparatus for the transmission or reception of voice, images or other data
8518|Microphones and stands therefor; loudspeakers; headphones and earphones; audio-frequency electric amplifiers
851829|Loudspeakers, other than mounted in enclosures
8519|Sound recording or reproducing apparatus
8521|Video recording or reproducing apparatus
8522|Parts and accessories suitable for use solely or principally with the apparatus of headings 8519 to 8521
8523|Discs, tapes, solid-state non-volatile storage devices, smart cards and other media for the recording of sound or of other phenomena
8524|Flat panel display modules, whether or not incorporating touch-sensitive screens
8525|Transmission apparatus for radio-broadcasting or television; television cameras, digital cameras and video camera recorders
852589|Other cameras (including reversing cameras)
8526|Radar apparatus, radio navigational aid apparatus and radio remote control apparatus
852691|Radio navigational aid apparatus (including GPS)
8527|Reception apparatus for radio-broadcasting
852721|Radio-broadcast receivers not capable of operating without an external source of power, of a kind used in motor vehicles, combined with sound recording or reproducing apparatus
852729|Other radio-broadcast receivers of a kind used in motor vehicles
8528|Monitors and projectors, not incorporating television reception apparatus; reception apparatus for television
8529|Parts suitable for use solely or principally with the apparatus of headings 8524 to 8528
852910|Aerials and aerial reflectors of all kinds; parts suitable for use therewith
8530|Electrical signalling, safety or traffic control equipment for railways, tramways, roads, inland waterways, parking facilities, port installations or airfields
8531|Electric sound or visual signalling apparatus (for example, bells, sirens, indicator panels, burglar or fire alarms)
853110|Burglar or fire alarms and similar apparatus
8532|Electrical capacitors, fixed, variable or adjustable (pre-set)
8533|Electrical resistors (including rheostats and potentiometers), other than heating resistors
8534|Printed circuits
8535|Electrical apparatus for switching or protecting electrical circuits, for a voltage exceeding 1,000 volts
8536|Electrical apparatus for switching or protecting electrical circuits, or for making connections to or in electrical circuits, for a voltage not exceeding 1,000 volts
853610|Fuses
853620|Automatic circuit breakers
853641|Relays for a voltage not exceeding 60 V
853650|Other switches
853690|Other apparatus (connectors, terminals)
8537|Boards, panels, consoles, desks, cabinets and other bases, equipped with two or more apparatus of heading 8535 or 8536
8538|Parts suitable for use solely or principally with the apparatus of heading 8535, 8536 or 8537
8539|Electric filament or discharge lamps, including sealed beam lamp units and ultra-violet or infra-red lamps; arc lamps; light-emitting diode (LED) light sources
853910|Sealed beam lamp units
853921|Tungsten halogen filament lamps
853929|Other filament lamps
853932|Mercury or sodium vapour lamps; metal halide lamps (including HID)
853951|Light-emitting diode (LED) modules
853952|Light-emitting diode (LED) lamps
8540|Thermionic, cold cathode or photo-cathode valves and tubes
8541|Semiconductor devices; light-emitting diodes (LED); mounted piezo-electric crystals
8542|Electronic integrated circuits
8543|Electrical machines and apparatus, having individual functions, not specified or included elsewhere in this Chapter
8544|Insulated (including enamelled or anodised) wire, cable (including co-axial cable) and other insulated electric conductors; optical fibre cables
854420|Co-axial cable and other co-axial electric conductors
854430|Ignition wiring sets and other wiring sets of a kind used in vehicles, aircraft or ships
854442|Other electric conductors, for a voltage not exceeding 1,000 V, fitted with connectors
854449|Other electric conductors, for a voltage not exceeding 1,000 V
8545|Carbon electrodes, carbon brushes, lamp carbons, battery carbons and other articles of graphite or other carbon
8546|Electrical insulators of any material
8547|Insulating fittings for electrical machines, appliances or equipment
8548|Electrical parts of machinery or apparatus, not specified or included elsewhere in this Chapter
8549|Electrical and electronic waste and scrap
8701|Tractors (other than tractors of heading 8709)
8702|Motor vehicles for the transport of ten or more persons, including the driver
8703|Motor cars and other motor vehicles principally designed for the transport of persons (other than those of heading 8702), including station wagons and racing cars
870321|Vehicles with only spark-ignition engine, cylinder capacity not exceeding 1,000 cc
870322|Vehicles with only spark-ignition engine, cylinder capacity 1,000-1,500 cc
870323|Vehicles with only spark-ignition engine, cylinder capacity 1,500-3,000 cc
870324|Vehicles with only spark-ignition engine, cylinder capacity exceeding 3,000 cc
870332|Vehicles with only compression-ignition engine, cylinder capacity 1,500-2,500 cc
870333|Vehicles with only compression-ignition engine, cylinder capacity exceeding 2,500 cc
870340|Vehicles with spark-ignition engine and electric motor (hybrid), not plug-in
870360|Vehicles with spark-ignition engine and electric motor, plug-in hybrid
870380|Vehicles with only electric motor for propulsion
8704|Motor vehicles for the transport of goods
8705|Special purpose motor vehicles (for example, breakdown lorries, crane lorries, fire fighting vehicles, concrete-mixer lorries)
8706|Chassis fitted with engines, for the motor vehicles of headings 8701 to 8705
8707|Bodies (including cabs), for the motor vehicles of headings 8701 to 8705
8708|Parts and accessories of the motor vehicles of headings 8701 to 8705
870810|Bumpers and parts thereof
870821|Safety seat belts
870822|Front windscreens, rear windows and other windows (framed)
870829|Other parts and accessories of bodies (including cabs)
870830|Brakes and servo-brakes; parts thereof
870840|Gear boxes and parts thereof
870850|Drive-axles with differential, whether or not provided with other transmission components, and non-driving axles; parts thereof
870870|Road wheels and parts and accessories thereof
870880|Suspension systems and parts thereof (including shock-absorbers)
870891|Radiators and parts thereof
870892|Silencers (mufflers) and exhaust pipes; parts thereof
870893|Clutches and parts thereof
870894|Steering wheels, steering columns and steering boxes; parts thereof
870895|Safety airbags with inflater system; parts thereof
870899|Other parts and accessories of motor vehicles
8709|Works trucks, self-propelled, not fitted with lifting or handling equipment, of the type used in factories, warehouses, dock areas or airports
8710|Tanks and other armoured fighting vehicles, motorised, whether or not fitted with weapons, and parts of such vehicles
8711|Motorcycles (including mopeds) and cycles fitted with an auxiliary motor, with or without side-cars; side-cars
8712|Bicycles and other cycles (including delivery tricycles), not motorised
8713|Carriages for disabled persons, whether or not motorised or otherwise mechanically propelled
8714|Parts and accessories of vehicles of headings 8711 to 8713
871410|Parts and accessories of motorcycles (including mopeds)
8715|Baby carriages and parts thereof
8716|Trailers and semi-trailers; other vehicles, not mechanically propelled; parts thereof
871631|Tanker trailers and tanker semi-trailers
871639|Other trailers and semi-trailers for the transport of goods
871640|Other trailers and semi-trailers
871690|Parts of trailers and other vehicles not mechanically propelled
9001|Optical fibres and optical fibre bundles; optical fibre cables; sheets and plates of polarising material; lenses, prisms, mirrors and other optical elements, unmounted
9002|Lenses, prisms, mirrors and other optical elements, of any material, mounted
9003|Frames and mountings for spectacles, goggles or the like, and parts thereof
9004|Spectacles, goggles and the like, corrective, protective or other
9005|Binoculars, monoculars, other optical telescopes, and mountings therefor
9006|Photographic (other than cinematographic) cameras; photographic flashlight apparatus and flashbulbs
9007|Cinematographic cameras and projectors
9008|Image projectors, other than cinematographic; photographic (other than cinematographic) enlargers and reducers
9010|Apparatus and equipment for photographic (including cinematographic) laboratories
9011|Compound optical microscopes, including those for photomicrography, cinephotomicrography or microprojection
9012|Microscopes other than optical microscopes; diffraction apparatus
9013|Liquid crystal devices not constituting articles provided for more specifically in other headings; lasers, other than laser diodes; other optical appliances and instruments
9014|Direction finding compasses; other navigational instruments and appliances
9015|Surveying (including photogrammetrical surveying), hydrographic, oceanographic, hydrological, meteorological or geophysical instruments and appliances; rangefinders
9016|Balances of a sensitivity of 5 cg or better, with or without weights
9017|Drawing, marking-out or mathematical calculating instruments; instruments for measuring length, for use in the hand
9018|Instruments and appliances used in medical, surgical, dental or veterinary sciences
9019|Mechano-therapy appliances; massage apparatus; psychological aptitude-testing apparatus; ozone therapy, oxygen therapy, aerosol therapy, artificial respiration
9020|Other breathing appliances and gas masks, excluding protective masks having neither mechanical parts nor replaceable filters
9021|Orthopaedic appliances; splints and other fracture appliances; artificial parts of the body; hearing aids
9022|Apparatus based on the use of X-rays or of alpha, beta, gamma or other ionising radiations
9023|Instruments, apparatus and models, designed for demonstrational purposes
9024|Machines and appliances for testing the hardness, strength, compressibility, elasticity or other mechanical properties of materials
9025|Hydrometers and similar floating instruments, thermometers, pyrometers, barometers, hygrometers and psychrometers
9026|Instruments and apparatus for measuring or checking the flow, level, pressure or other variables of liquids or gases
902610|Instruments for measuring or checking the flow or level of liquids
902620|Instruments for measuring or checking pressure (including tyre pressure gauges)
9027|Instruments and apparatus for physical or chemical analysis (for example, polarimeters, refractometers, spectrometers, gas or smoke analysis apparatus)
902710|Gas or smoke analysis apparatus (including oxygen sensors)
9028|Gas, liquid or electricity supply or production meters, including calibrating meters therefor
9029|Revolution counters, production counters, taximeters, odometers, pedometers and the like; speed indicators and tachometers; stroboscopes
902910|Revolution counters, production counters, taximeters, odometers
902920|Speed indicators and tachometers; stroboscopes
902990|Parts and accessories of counters, speed indicators and tachometers
9030|Oscilloscopes, spectrum analysers and other instruments and apparatus for measuring or checking electrical quantities
903031|Multimeters without a recording device
9031|Measuring or checking instruments, appliances and machines, not specified or included elsewhere in this Chapter
903180|Other measuring or checking instruments (including sensors)
9032|Automatic regulating or controlling instruments and apparatus
903210|Thermostats
903289|Other automatic regulating or controlling instruments and apparatus
9033|Parts and accessories (not specified or included elsewhere in this Chapter) for machines, appliances, instruments or apparatus of Chapter 90
9401|Seats (other than those of heading 9402), whether or not convertible into beds, and parts thereof
940120|Seats of a kind used for motor vehicles
940199|Parts of seats, other
9402|Medical, surgical, dental or veterinary furniture; barbers' chairs and similar chairs; parts of the foregoing articles
9403|Other furniture and parts thereof
9404|Mattress supports; articles of bedding and similar furnishing fitted with springs or stuffed or internally fitted with any material
9405|Luminaires and lighting fittings including searchlights and spotlights and parts thereof, not elsewhere specified or included; illuminated signs, illuminated name-plates
940540|Other electric luminaires and lighting fittings
9406|Prefabricated buildings`;
