/** Harmonized System nomenclature, section XX: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_20 = `94|Furniture; bedding, mattresses, mattress supports, cushions and similar stuffed furnishings; lamps and lighting fittings, n.e.c.; illuminated signs, illuminated name-plates and the like; prefabricated buildings
9401|Seats (not those of heading no. 9402), whether or not convertible into beds and parts thereof
940110|Seats; of a kind used for aircraft
940120|Seats; of a kind used for motor vehicles
940131|Seats; swivel with variable height adjustment of wood, excluding medical, surgical, dental, veterinary or barber furniture
940139|Seats; swivel with variable height adjustment of other than wood, excluding medical, surgical, dental, veterinary or barber furniture
940141|Seats; convertible into beds of wood, other than garden seats or camping equipment
940149|Seats; convertible into beds of other than wood, other than garden seats or camping equipment
940152|Seats; of bamboo
940153|Seats; of rattan
940159|Seats; of cane, osier or similar materials, other than bamboo or rattan
940161|Seats; with wooden frames, upholstered, (excluding medical, surgical, dental, veterinary or barber furniture)
940169|Seats; with wooden frames, not upholstered, (excluding medical, surgical, dental, veterinary or barber furniture)
940171|Seats; with metal frames, upholstered, (excluding medical, surgical, dental, veterinary or barber furniture)
940179|Seats; with metal frames, not upholstered, (excluding medical, surgical, dental, veterinary or barber furniture)
940180|Seats; n.e.c. in heading no. 9401, (excluding medical, surgical, dental, veterinary or barber furniture)
940191|Seats; parts, of wood, (other than for use in the assembly of motor vehicles as determined by the minister, other than automotive)
940199|Seats; parts, (of other than wood) for use in the assembly of motor vehicles as determined by the minister
9402|Furniture; medical, surgical, dental or veterinary (e.g. operating tables, hospital beds, dentists' chairs) barbers' chairs; parts
940210|Chairs; dentists', barbers' or similar chairs having rotating as well as both reclining and elevating movements, and parts thereof
940290|Furniture; for medical, surgical, veterinary use (e.g. operating tables, examination tables, hospital beds with mechanical fittings) and parts thereof
9403|Furniture and parts thereof, n.e.c. in chapter 94
940310|Furniture; metal, for office use
940320|Furniture; metal, other than for office use
940330|Furniture; wooden, for office use
940340|Furniture; wooden, for kitchen use
940350|Furniture; wooden, for bedroom use
940360|Furniture; wooden, other than for office, kitchen or bedroom use
940370|Furniture; plastic
940382|Furniture; of bamboo
940383|Furniture; of rattan
940389|Furniture; of cane, osier, or similar materials (other than bamboo or rattan)
940391|Furniture; parts, of wood
940399|Furniture; parts, of other than wood
9404|Mattress supports; articles of bedding (e.g. mattresses, quilts, eiderdowns, cushions pouffes and pillows), fitted with springs or stuffed, whether or not covered
940410|Mattress supports
940421|Mattresses; of cellular rubber or plastics, whether or not covered
940429|Mattresses; of other materials, not cellular rubber or plastics
940430|Sleeping bags
940440|Quilts, bedspreads, eiderdowns and duvets (comforters)
940490|Bedding and similar furnishing articles; n.e.c. in heading no. 9404 (e.g. quilts, eiderdowns, cushions, pouffes and pillows)
9405|Luminaires and light fittings; including searchlights, spotlights and parts thereof, n.e.c.; illuminated signs, name-plates and the like, having permanently fixed light source and parts thereof n.e.c. or included
940511|Luminaires and light fittings; chandeliers and electric ceiling or wall light fittings; (excluding those used for lighting public open spaces or thoroughfares), for use solely with light-emitting diode (LED) light sources
940519|Chandeliers and electric ceiling or wall light fittings; (excluding those used for lighting public open spaces or thoroughfares), for use other than with light-emitting diode (LED) light sources
940521|Luminaires and light fittings; electric, table, desk, bedside or floor-standing, for use solely with light-emitting diode (LED) light sources
940529|Luminaires and light fittings; electric, table, desk, bedside or floor-standing, for other than use solely with light-emitting diode (LED) light sources
940531|Luminaires and light fittings; electric, lighting strings of a kind used for Christmas trees, for use solely with light-emitting diode (LED) light sources
940539|Luminaires and light fittings; electric, lighting strings of a kind used for Christmas trees, for other than use solely with light-emitting diode (LED) light sources
940541|Luminaires and light fittings; electric, photovoltaic, designed for use solely with light-emitting diode (LED) light sources
940542|Luminaires and light fittings; electric, designed for use solely with light-emitting diode (LED) light sources
940549|Luminaires and light fittings; electric, designed for other than use solely with light-emitting diode (LED) light sources
940550|Luminaires and light fittings; non-electric
940561|Luminaires; illuminated signs, illuminated name-plates and the like, designed for use solely with light-emitting diode (LED) light sources
940569|Luminaires; illuminated signs, illuminated name-plates and the like, designed for other than use solely with light-emitting diode (LED) light sources
940591|Lamps and light fittings; parts thereof, of glass
940592|Lamps and light fittings; parts thereof, of plastics
940599|Lamps and light fittings; parts thereof, of materials other than glass or plastics
9406|Buildings; prefabricated
940610|Buildings; prefabricated, of wood
940620|Buildings; modular building units, of steel
940690|Buildings; prefabricated, not of wood
95|Toys, games and sports requisites; parts and accessories thereof
9503|Tricycles, scooters, pedal cars and similar wheeled toys; dolls' carriages; dolls; other toys; reduced-size (scale) models and similar recreational models, working or not; puzzles of all kinds
950300|Tricycles, scooters, pedal cars and similar wheeled toys; dolls' carriages; dolls; other toys; reduced-size (scale) models and similar recreational models, working or not; puzzles of all kinds
9504|Video game consoles and machines, articles for funfair, table or parlour games, including pintables, billiards, special tables for casino games and automatic bowling alley equipment
950420|Billiard articles and accessories of all kinds
950430|Games; operated by coins, banknotes, bank cards, tokens or by other means of payment, other than billiard articles and accesssories, and automatic bowling alley equipment
950440|Games; playing cards
950450|Games; video game consoles and machines, other than those of subheading 9504.30
950490|Games; articles for funfair, table or parlour games, including pintables, special tables for casino games, automatic bowling alley equipment, n.e.c. in heading 9504
9505|Festive, carnival or other entertainment articles, including conjuring tricks and novelty jokes
950510|Christmas festivity articles
950590|Festive, carnival or other entertainment articles including novelty jokes and conjuring tricks; other than Christmas festivity articles
9506|Gymnastics, athletics, other sports (including table tennis) or outdoor games equipment, n.e.c. in this chapter, swimming pools and paddling pools
950611|Skis; for snow
950612|Ski-fastenings (ski-bindings); for snow-skis
950619|Snow-ski equipment
950621|Sailboards; for water sport
950629|Water sport equipment; water-skis, surf-boards and other water-sport equipment, excluding sailboards
950631|Golf clubs; complete
950632|Golf balls
950639|Golf equipment; other than clubs and balls
950640|Table-tennis articles and equipment
950651|Lawn-tennis rackets; whether or not strung
950659|Tennis, badminton and similar rackets; whether or not strung
950661|Lawn-tennis balls
950662|Balls; inflatable
950669|Balls; (other than inflatable or for lawn-tennis, golf or table-tennis)
950670|Skates; ice and roller, including skating boots with skates attached
950691|Athletics and gymnastics equipment
950699|Equipment for outdoor games and recreation n.e.c. in heading no. 9506
9507|Fishing rods, fish-hooks and other line fishing tackle; fish landing nets and the like; decoy birds (not those of heading no. 9208 or 9705) and similar hunting or shooting requisites
950710|Fishing rods
950720|Fish-hooks; whether or not snelled
950730|Fishing reels
950790|Fishing tackle n.e.c., butterfly nets, decoy birds (other than those of heading no. 9208 or 9705) and similar hunting or shooting requisites
9508|Travelling circuses and travelling menageries, amusement park rides and water park amusements, fairground amusements, including shooting galleries and travelling theatres
950810|Travelling circuses and travelling menageries
950821|Amusement park rides and water park amusements; Roller coasters
950822|Amusement park rides and water park amusements; carousels, swings and roundabouts
950823|Amusement park rides and water park amusements; dodge'em cars
950824|Amusement park rides and water park amusements; motion simulators and moving theatres
950825|Amusement park rides and water park amusements; water rides
950826|Amusement park rides and water park amusements; water park amusements
950829|Amusement park rides and water park amusements; other than roller coasters, carousels, swings, roundabouts, dodge'em cars, motion simulators and moving theatres, water rides and water park amusements
950830|Fairground amusements; including shooting galleries
950840|Travelling theatres
96|Miscellaneous manufactured articles
9601|Ivory, bone, tortoise-shell, horn, antlers, coral, mother-of-pearl and other animal carving material and articles of these materials; worked, (including articles obtained by moulding)
960110|Ivory and articles thereof; worked
960190|Bone, tortoise shell, horn, antlers, coral, mother-of-pearl and other animal carving material and articles thereof (including articles obtained by moulding)
9602|Vegetable, mineral carving material and articles of these materials, moulded or carved articles of wax, stearin, natural gums, resins or modelling pastes, worked unhardened gelatin (not heading no. 3503)
960200|Vegetable, mineral carving material and articles of these materials, moulded or carved articles of wax, stearin, natural gums, resins or modelling pastes, worked unhardened gelatin (not heading no. 3503)
9603|Brooms, brushes (including parts of machines), hand operated floor sweepers, mops and feather dusters; knots and tufts for broom or brush making; paint pads and rollers; squeegees
960310|Brooms and brushes; consisting of twigs or other vegetable materials bound together, with or without handles
960321|Brushes; toothbrushes
960329|Brushes; shaving, hair, nail, eyelash and other toilet brushes for use on the person, including brushes as parts of appliances
960330|Brushes; artists' brushes, writing brushes and similar brushes for the application of cosmetics
960340|Brushes; paint, distemper, varnish or similar brushes (not those of item no. 9603.30), paint pads and rollers
960350|Brushes; constituting parts of machines, appliances or vehicles
960390|Brooms, brushes, mops, feather dusters, squeegees, hand operated mechanical floor sweepers; (not motorised), prepared knots and tufts for brooms or brush making n.e.c.
9604|Hand sieves and hand riddles
960400|Hand sieves and hand riddles
9605|Travel sets; for personal toilet, sewing, shoe or clothes cleaning
960500|Travel sets; for personal toilet, sewing, shoe or clothes cleaning
9606|Buttons, press-fasteners, snap-fasteners and press-studs, button moulds and other parts of these articles; button blanks
960610|Press-fasteners, snap-fasteners, press-studs and parts therefor
960621|Buttons; of plastics, not covered with textile material
960622|Buttons; of base metal, not covered with textile material
960629|Buttons; of other than base metal or plastics, not covered with textile material
960630|Button moulds and other parts of buttons; button blanks
9607|Slide fasteners and parts thereof
960711|Slide fasteners; fitted with chain scoops of base metal
960719|Slide fasteners; other than those fitted with chain scoops of base metal
960720|Slide fasteners; parts
9608|Pens; ball-point, felt tipped, other porous tipped pens; fountain pens, stylograph pens duplicating stylos, propelling or sliding pencils; parts of the foregoing, excluding those of heading no. 9609
960810|Pens; ball point
960820|Pens; felt tipped and other porous-tipped pens and markers
960830|Pens; fountain, stylograph and other pens
960840|Pencils; propelling or sliding
960850|Pen and pencil sets; of articles from two or more of the foregoing sub-headings
960860|Pens; ball-point, refills comprising the ball point and ink-reservoir
960891|Pens; nibs and nib points
960899|Pens and pencils; duplicating stylos, pen-holders, pencil-holders, and similar holders, parts of the articles of heading 9608, including caps and clips
9609|Pencils (not of heading no. 9608), crayons, pencil leads, pastels, drawing charcoals, writing or drawing chalks and tailors' chalks
960910|Pencils and crayons; with leads encased in sheath
960920|Pencil leads; black or coloured
960990|Pastels, drawing charcoals, writing or drawing chalks, tailors' chalk
9610|Slates and boards, with writing or drawing surfaces, whether or not framed
961000|Slates and boards; with writing or drawing surfaces, whether or not framed
9611|Stamps; date, numbering, sealing stamps and the like (including devices for printing or embossing labels), designed for operating by hand; hand operated composing sticks and printing sets
961100|Stamps; date, numbering, sealing stamps and the like (including devices for printing or embossing labels), designed for operating by hand; hand operated composing sticks and printing sets
9612|Typewriter, similar ribbons, inked, otherwise prepared for giving impressions, whether or not on spools or in cartridges; ink pads, whether or not inked, with or without boxes
961210|Ribbons; for typewriters and the like, inked or otherwise prepared, for giving impressions, whether or not on spools or in cartridges
961220|Ink pads; whether or not inked, with or without boxes
9613|Cigarette lighters and other lighters, whether or not mechanical or electrical and parts thereof other than flints and wicks
961310|Lighters; pocket, cigarette, gas fuelled, non-refillable
961320|Lighters; pocket, cigarette, gas fuelled, refillable
961380|Lighters; whether or not mechanical or electrical, n.e.c. in heading no. 9613
961390|Lighters; parts for cigarette lighters and other lighters, whether or not mechanical or electrical, other than flints and wicks
9614|Smoking pipes (including pipe bowls) and cigar or cigarette holders, and parts thereof
961400|Smoking pipes (including pipe bowls) and cigar or cigarette holders, and parts thereof
9615|Combs, hair-slides and similar; hairpins, curling pins, curling grips and hair curlers and the like, other than those of heading no. 8516 and parts thereof
961511|Combs, hair slides and the like; of hard rubber or plastics
961519|Combs, hair slides and the like; of other than hard rubber or plastics
961590|Hairpins, curling pins, curling grips, hair curlers and the like (not those of heading no. 8516) and parts thereof
9616|Scent sprays and similar toilet sprays and mounts and heads therefor; powder-puffs and pads for the application of cosmetics or toilet preparations
961610|Scent sprays and similar toilet sprays, and mounts and heads therefor
961620|Powder puffs and pads; for the application of cosmetics or toilet preparations
9617|Vacuum flasks and other vacuum vessels, complete with cases; parts thereof other than glass inners
961700|Vacuum flasks and other vacuum vessels, complete with cases; parts thereof other than glass inners
9618|Tailors' dummies and other lay figures; automata and other animated displays used for shop window dressing
961800|Tailors' dummies and other lay figures; automata and other animated displays used for shop window dressing
9619|Sanitary towels (pads) and tampons, napkins (diapers), napkin liners and similar articles, of any material
961900|Sanitary towels (pads) and tampons, napkins (diapers), napkin liners and similar articles, of any material
9620|Monopods, bipods, tripods and similar articles
962000|Monopods, bipods, tripods and similar articles`;
