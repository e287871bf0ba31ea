/** Harmonized System nomenclature, section XVII: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_17 = `86|Railway, tramway locomotives, rolling-stock and parts thereof; railway or tramway track fixtures and fittings and parts thereof; mechanical (including electro-mechanical) traffic signalling equipment of all kinds
8601|Rail locomotives; powered from an external source of electricity or by electric accumulators
860110|Rail locomotives; powered from an external source of electricity
860120|Rail locomotives; powered by electric accumulators
8602|Rail locomotives; (other than those of heading no. 8601), locomotive tenders
860210|Rail locomotives; diesel-electric powered
860290|Rail locomotives and locomotive tenders; other than diesel-electric powered
8603|Railway or tramway coaches, vans and trucks; self-propelled tenders, other than those of heading no. 8604
860310|Railway or tramway coaches, vans and trucks; self-propelled, powered from an external source of electricity (excluding those of heading no. 8604)
860390|Railway or tramway coaches, vans and trucks; self-propelled, powered other than from an external source of electricity (excluding those of heading no. 8604)
8604|Railway or tramway maintenance or service vehicles; whether or not self-propelled (e.g. workshops, cranes, ballast tampers, trackliners, testing coaches and track inspection vehicles)
860400|Railway or tramway maintenance or service vehicles; whether or not self-propelled (e.g. workshops, cranes, ballast tampers, trackliners, testing coaches and track inspection vehicles)
8605|Railway or tramway coaches; passenger coaches, luggage vans, post office coaches and other special purpose railway or tramway coaches, not self-propelled (excluding those of heading no. 8604)
860500|Railway or tramway coaches; passenger coaches, luggage vans, post office coaches and other special purpose railway or tramway coaches, not self-propelled (excluding those of heading no. 8604)
8606|Railway or tramway goods vans and wagons; not self-propelled
860610|Railway or tramway goods vans and wagons; tank wagons and the like, not self-propelled
860630|Railway or tramway goods vans and wagons; self-discharging, not self-propelled, excluding those of item no. 8606.10
860691|Railway or tramway goods vans and wagons; covered and closed, not self-propelled
860692|Railway or tramway goods vans and wagons; open, with non-removable sides of a height exceeding 60cm, not self-propelled
860699|Railway or tramway goods vans and wagons; n.e.c. in heading no. 8606, not self-propelled
8607|Railway or tramway locomotives or rolling stock; parts thereof
860711|Railway or tramway locomotives or rolling stock; parts, driving bogies and bissel-bogies
860712|Railway or tramway locomotives or rolling stock; parts, bogies and bissel-bogies (excluding driving bogies and bissel-bogies)
860719|Railway or tramway locomotives or rolling stock; parts, axles and wheels, and parts thereof
860721|Railway or tramway locomotives or rolling stock; parts, air brakes and parts thereof
860729|Railway or tramway locomotives or rolling stock; parts, brakes (other than air brakes) and parts thereof
860730|Railway or tramway locomotives or rolling stock; parts, hooks and other coupling devices, buffers and parts thereof
860791|Railway or tramway locomotives; parts n.e.c. in heading no. 8607
860799|Railway or tramway rolling stock; parts n.e.c. in heading no. 8607
8608|Railway or tramway track fixtures and fittings; mechanical (including electro-mechanical) signalling, safety or traffic control equipment for railways, tramways, roads, inland waterways, parking facilities, port installations or airfields; parts thereof
860800|Railway or tramway track fixtures and fittings; mechanical (including electro-mechanical) signalling, safety or traffic control equipment for railways, tramways, roads, inland waterways, parking facilities, port installations or airfields; parts thereof
8609|Containers; (including containers for transport of fluids) specially designed and equipped for carriage by one or more modes of transport
860900|Containers; (including containers for transport of fluids) specially designed and equipped for carriage by one or more modes of transport
87|Vehicles; other than railway or tramway rolling stock, and parts and accessories thereof
8701|Tractors; (other than tractors of heading no 8709)
870110|Tractors; single axle
870121|Tractors; road tractors for semi-trailers, with only compression-ignition internal combustion piston engine (diesel or semi-diesel)
870122|Tractors; road tractors for semi-trailers, with both compression-ignition internal combustion piston engine (diesel or semi-diesel) and electric motors for propulsion
870123|Tractors; road tractors for semi-trailers, with both spark-ignition internal combustion piston engine and electric motors for propulsion
870124|Tractors; road tractors for semi-trailers, with only electric motors for propulsion
870129|Tractors; road tractors for semi-trailers, with other propulsion methods n.e.c. in item no 8701.2
870130|Tractors; track-laying
870191|Tractors; n.e.c. in heading no 8701 (other than tractors of heading no 8709); of an engine power not exceeding 18kW
870192|Tractors; n.e.c. in heading no 8701 (other than tractors of heading no 8709); of an engine power exceeding 18kW but not exceeding 37kW
870193|Tractors; n.e.c. in heading no 8701 (other than tractors of heading no 8709); of an engine power exceeding 37kW but not exceeding 75kW
870194|Tractors; n.e.c. in heading no 8701 (other than tractors of heading no 8709); of an engine power exceeding 75kW but not exceeding 130kW
870195|Tractors; n.e.c. in heading no 8701 (other than tractors of heading no 8709); of an engine power exceeding 130kW
8702|Vehicles; public transport passenger type
870210|Vehicles; public transport type (carries 10 or more persons, including driver), with only compression-ignition internal combustion piston engine (diesel or semi-diesel), new or used
870220|Vehicles; public transport type (carries 10 or more persons, including driver), with both compression-ignition internal combustion piston engine (diesel or semi-diesel) and electric motor for propulsion, new or used
870230|Vehicles; public transport type (carries 10 or more persons, including driver), with both compression-ignition internal combustion piston engine (diesel or semi-diesel) and electric motor for propulsion, new or used
870240|Vehicles; public transport type (carries 10 or more persons, including driver), with only electric motor for propulsion, new or used
870290|Vehicles; public transport type (carries 10 or more persons, including driver), n.e.c. in heading 8702, new or used
8703|Motor cars and other motor vehicles; principally designed for the transport of persons (other than those of heading no. 8702), including station wagons and racing cars
870310|Vehicles; specially designed for travelling on snow, golf cars and similar vehicles
870321|Vehicles; with only spark-ignition internal combustion piston engine, cylinder capacity not over 1000cc
870322|Vehicles; with only spark-ignition internal combustion piston engine, cylinder capacity over 1000 but not over 1500cc
870323|Vehicles; with only spark-ignition internal combustion reciprocating piston engine, cylinder capacity over 1500 but not over 3000cc
870324|Vehicles; with only spark-ignition internal combustion reciprocating piston engine, cylinder capacity over 3000cc
870331|Vehicles; with only compression-ignition internal combustion piston engine (diesel or semi-diesel), cylinder capacity not over 1500cc
870332|Vehicles; with only compression-ignition internal combustion piston engine (diesel or semi-diesel), cylinder capacity over 1500 but not over 2500cc
870333|Vehicles; with only compression-ignition internal combustion piston engine (diesel or semi-diesel), cylinder capacity over 2500cc
870340|Vehicles; with both spark-ignition internal combustion piston engine and electric motor for propulsion, incapable of being charged by plugging to external source of electric power
870350|Vehicles; with both compression-ignition internal combustion piston engine (diesel or semi-diesel) and electric motor for propulsion, incapable of being charged by plugging to external source of electric power
870360|Vehicles; with both spark-ignition internal combustion piston engine and electric motor for propulsion, capable of being charged by plugging to external source of electric power
870370|Vehicles; with both compression-ignition internal combustion piston engine (diesel or semi-diesel) and electric motor for propulsion, capable of being charged by plugging to external source of electric power
870380|Vehicles; with only electric motor for propulsion
870390|Vehicles; for transport of persons (other than those of heading no. 8702) n.e.c. in heading no. 8703
8704|Vehicles; for the transport of goods
870410|Vehicles; dumpers, designed for off-highway use, for transport of goods
870421|Vehicles; with only compression-ignition internal combustion piston engine (diesel or semi-diesel), for transport of goods, (of a gvw not exceeding 5 tonnes), n.e.c. in item no 8704.1
870422|Vehicles; with only compression-ignition internal combustion piston engine (diesel or semi-diesel), for transport of goods, (of a g.v.w. exceeding 5 tonnes but not exceeding 20 tonnes), n.e.c. in item no 8704.1
870423|Vehicles; with only compression-ignition internal combustion piston engine (diesel or semi-diesel), for transport of goods, (of a g.v.w. exceeding 20 tonnes), n.e.c. in item no 8704.1
870431|Vehicles; with only spark-ignition internal combustion piston engine, for transport of goods, (of a g.v.w. not exceeding 5 tonnes), n.e.c. in item no 8704.1
870432|Vehicles; with only spark-ignition internal combustion piston engine, for transport of goods, (of a g.v.w. exceeding 5 tonnes), n.e.c. in item no 8704.1
870441|Vehicles; with both compression-ignition internal combustion piston engine (diesel/semi-diesel) and electric motor as motor for propulsion, unassembled as in section 14, (gvw not exceeding 5000kg), for the transport of goods, vans
870442|Vehicles; with both compression-ignition internal combustion piston engine (diesel/semi-diesel) and electric motors for propulsion, of a g.v.w. exceeding 5,000kg but not exceeding 20,000kg
870443|Vehicles; with both compression-ignition internal combustion piston engine (diesel/semi-diesel) and electric motors for propulsion, of a g.v.w. exceeding 20,000kg
870451|Vehicles; with both spark-ignition internal combustion piston engine and electric motors for propulsion, of a g.v.w. not exceeding 5,000kg
870452|Vehicles; with both spark-ignition internal combustion piston engine and electric motors for propulsion, of a g.v.w. exceeding 5,000kg
870460|Vehicles; with only electric motor for propulsion
870490|Vehicles; for transport of goods, n.e.c. in heading no. 8704
8705|Special purpose motor vehicles; not those for the transport of persons or goods (e.g. breakdown lorries, road sweeper lorries, spraying lorries, mobile workshops, mobile radiological units etc)
870510|Vehicles; crane lorries
870520|Vehicles; mobile drilling derricks
870530|Vehicles; fire fighting vehicles
870540|Vehicles; concrete-mixer lorries
870590|Vehicles; break-down lorries, road-sweepers, spraying lorries, mobile workshops, mobile radiological units, and other special purpose vehicles n.e.c. in heading no. 8705
8706|Chassis; fitted with engines, for the motor vehicles of heading no. 8701 to 8705
870600|Chassis; fitted with engines, for the motor vehicles of heading no. 8701 to 8705
8707|Bodies; (including cabs) for the motor vehicles of heading no. 8701 to 8705
870710|Vehicles; bodies (including cabs) for the motor vehicles of heading no. 8703
870790|Vehicles; bodies (including cabs) for the motor vehicles of heading no. 8701, 8702, 8704 or 8705
8708|Motor vehicles; parts and accessories, of heading no. 8701 to 8705
870810|Vehicles; bumpers and parts thereof, for the vehicles of heading no. 8701 to 8705
870821|Vehicles; parts of bodies, safety seat belts
870822|Vehicles; parts and accessories, front windscreens (windshields), rear windows and other windows specified in subheading note 1 to this chapter
870829|Vehicles; parts and accessories, of bodies, other than safety seat belts
870830|Vehicle parts; brakes, servo-brakes and parts thereof
870840|Vehicle parts; gear boxes and parts thereof
870850|Vehicle parts; drive-axles with differential, whether or not provided with other transmission components, and non-driving axles; parts thereof
870870|Vehicle parts; road wheels and parts and accessories thereof
870880|Vehicle parts; suspension systems and parts thereof (including shock-absorbers)
870891|Vehicle parts; radiators and parts thereof
870892|Vehicle parts; silencers (mufflers) and exhaust pipes; parts thereof
870893|Vehicle parts; clutches and parts thereof
870894|Vehicle parts; steering wheels, steering columns and steering boxes; parts thereof
870895|Vehicle parts; safety airbags with inflater system; parts thereof
870899|Vehicle parts and accessories; n.e.c. in heading no. 8708
8709|Works trucks, self-propelled, (not fitted with lifting or handling equipment), for factories, warehouses etc, for short distance transport of goods, tractors used on railway station platforms; parts thereof
870911|Vehicles; electrical, self-propelled, (not fitted with lifting or handling equipment), of the type used for short distance transport of goods in factories, warehouses, dock areas or airports
870919|Vehicles; (not electrical), self-propelled, without handling equipment, used for short distance transport of goods in factories, airports and such, and tractors of the type used on railway station platforms
870990|Vehicles; parts of the vehicles of heading no. 8709
8710|Tanks and other armoured fighting vehicles; motorised, whether or not fitted with weapons, and parts of such vehicles
871000|Tanks and other armoured fighting vehicles; motorised, whether or not fitted with weapons, and parts of such vehicles
8711|Motorcycles (including mopeds) and cycles; fitted with an auxiliary motor, with or without side-cars; side-cars
871110|Motorcycles (including mopeds) and cycles; fitted with an auxiliary motor, with internal combustion piston engine of a cylinder capacity not exceeding 50cc, with or without side-cars; side-cars
871120|Motorcycles (including mopeds) and cycles; fitted with an auxiliary motor, internal combustion piston engine, of cylinder capacity exceeding 50cc but not exceeding 250cc, with or without side-cars; side-cars
871130|Motorcycles (including mopeds) and cycles; fitted with an auxiliary motor, internal combustion piston engine, of cylinder capacity exceeding 250cc but not exceeding 500cc, with or without side-cars; side-cars
871140|Motorcycles (including mopeds) and cycles; fitted with auxiliary motor, internal combustion piston engine of cylinder capacity exceeding 500cc but not exceeding 800cc, with or without sidecars; side-cars
871150|Motorcycles (including mopeds) and cycles; fitted with auxiliary motor, with internal combustion piston engine of a cylinder capacity exceeding 800cc, with or without side-cars; side-cars
871160|Motorcycles (including mopeds) and cycles; fitted with auxiliary motor, with electric motor for propulsion, with or without side-cars; side-cars
871190|Motorcycles (including mopeds) and cycles; n.e.c. in heading no. 8711, fitted with auxiliary motor, with or without side-cars; side-cars
8712|Bicycles and other cycles; including delivery tricycles, not motorised
871200|Bicycles and other cycles; including delivery tricycles, not motorised
8713|Carriages for disabled persons; whether or not motorised or otherwise mechanically propelled
871310|Carriages for disabled persons; not mechanically propelled
871390|Carriages for disabled persons; mechanically propelled
8714|Vehicles; parts and accessories of heading no. 8711 to 8713
871410|Motorcycles (including mopeds); parts and accessories
871420|Carriages for disabled persons; parts and accessories thereof
871491|Cycles; frames and forks, and parts thereof
871492|Cycles; parts thereof, wheel rims and spokes
871493|Cycles; parts thereof, hubs (other than coaster braking hubs and hub brakes) and free-wheel sprocket-wheels
871494|Cycles; parts thereof, brakes, including coaster braking hubs and hub-brakes, and parts thereof
871495|Cycles; parts thereof, saddles
871496|Cycles; parts, pedals and crank-gear, and parts thereof
871499|Cycles; parts thereof, n.e.c. in item no. 8714.9
8715|Baby carriages and parts thereof
871500|Baby carriages and parts thereof
8716|Trailers and semi-trailers; other vehicles, not mechanically propelled; parts thereof
871610|Trailers and semi-trailers; of the caravan type, for housing or camping
871620|Trailers and semi-trailers; self-loading or self-unloading, for agricultural purposes
871631|Tanker trailers and tanker semi-trailers
871639|Trailers and semi-trailers; (other than tanker type)
871640|Trailers and semi-trailers; n.e.c. in item no. 8716.3
871680|Vehicles; n.e.c. in heading no. 8716
871690|Trailers, semi-trailers and other vehicles not mechanically propelled; parts thereof for heading no. 8716
88|Aircraft, spacecraft, and parts thereof
8801|Balloons and dirigibles; gliders, hang gliders and other non-powered aircraft.
880100|Balloons and dirigibles; gliders, hang gliders and other non-powered aircraft.
8802|Aircraft n.e.c. in heading no. 8801, except unmanned aircraft of heading 8806, (e.g. helicopters, aeroplanes); spacecraft (including satellites) and suborbital and spacecraft launch vehicles
880211|Helicopters, except unmanned; of an unladen weight not exceeding 2000kg
880212|Helicopters, except unmanned; of an unladen weight exceeding 2000kg
880220|Aeroplanes and other aircraft, except unmanned; of an unladen weight not exceeding 2000kg
880230|Aeroplanes and other aircraft, except unmanned; of an unladen weight exceeding 2000kg but not exceeding 15,000kg
880240|Aeroplanes and other aircraft, except unmanned; of an unladen weight exceeding 15,000kg
880260|Spacecraft; (including satellites) and suborbital and spacecraft launch vehicles
8804|Parachutes (including dirigible parachutes and paragliders) and rotochutes; parts thereof and accessories thereto
880400|Parachutes (including dirigible parachutes and paragliders) and rotochutes; parts thereof and accessories thereto
8805|Aircraft launching gear, deck-arrestor or similar gear, ground flying trainers; parts of the foregoing articles
880510|Aircraft launching gear, deck-arrestor or similar gear and parts thereof
880521|Ground flying trainers and parts thereof; air combat simulators and parts thereof
880529|Ground flying trainers and parts thereof; other than air combat simulators and parts thereof
8806|Unmanned aircraft
880610|Unmanned aircraft; for carriage of passengers
880621|Unmanned aircraft; for remote-controlled flight only, for other than for carriage of passengers, with the maximum take-off weight of not more than 250g
880622|Unmanned aircraft; for remote-controlled flight only, for other than for carriage of passengers, with the maximum take-off weight of more than 250g but not more than 7kg
880623|Unmanned aircraft; for remote-controlled flight only, for other than for carriage of passengers, with the maximum take-off weight of more than 7kg but not more than 25kg
880624|Unmanned aircraft; for remote-controlled flight only, for other than for carriage of passengers, with the maximum take-off weight of more than 25kg but not more than 150kg
880629|Unmanned aircraft; for remote-controlled flight only, for other than for carriage of passengers, with the maximum take-off weight of more than 150kg
880691|Unmanned aircraft; for other than remote-controlled flight and other than for carriage of passengers with a maximum take-off weight not more than 250g
880692|Unmanned aircraft; for other than remote-controlled flight and other than for carriage of passengers with a maximum take-off weight more than 250g but not more than 7kg
880693|Unmanned aircraft; for other than remote-controlled flight and other than for carriage of passengers with a maximum take-off weight more than 7kg but not more than 25kg
880694|Unmanned aircraft; for other than remote-controlled flight and other than for carriage of passengers with a maximum take-off weight more than 25kg but not more than 150kg
880699|Unmanned aircraft; for other than remote-controlled flight and other than for carriage of passengers with a maximum take-off weight more than 150kg
8807|Aircraft; parts of goods of heading 8801, 8802 or 8806
880710|Aircraft and spacecraft; propellers and rotors and parts thereof
880720|Aircraft and spacecraft; under-carriages and parts thereof
880730|Aircraft and spacecraft; parts of aeroplanes, helicopters or unmanned aircraft n.e.c. in heading no. 8807
880790|Aircraft and spacecraft; parts thereof n.e.c. in chapter 88
89|Ships, boats and floating structures
8901|Cruise ships, excursion boats, ferry-boats, cargo ships, barges and similar vessels for the transport of persons or goods
890110|Cruise ships, excursion boats and similar vessels, principally designed for the transport of persons, ferry boats of all kinds
890120|Tankers
890130|Vessels, refrigerated; other than tankers
890190|Vessels; n.e.c. in heading no. 8901, for the transport of goods and other vessels for the transport of both persons and goods
8902|Fishing vessels, factory ships and other vessels; for processing or preserving fishery products
890200|Fishing vessels, factory ships and other vessels; for processing or preserving fishery products
8903|Yachts and other vessels; for pleasure or sports, rowing boats and canoes
890311|Yachts and other vessels; for pleasure or sports, inflatable (including rigid hull inflatable), fitted or designed to be fitted with a motor, unladen (net) weight (excluding the motor) not exceeding 100kg
890312|Yachts and other vessels; for pleasure or sports, inflatable (including rigid hull inflatable), not designed to be used with a motor and unladen (net) weight not exceeding 100kg
890319|Yachts and other vessels; for pleasure or sports, inflatable (including rigid hull inflatable), unladen (net) weight exceeding 100kg
890321|Sailboats; (other than inflatable) with or without auxiliary motor, for pleasure or sports, of a length not exceeding 7.5m
890322|Sailboats; (other than inflatable) with or without auxiliary motor, for pleasure or sports, of a length exceeding 7.5m but not exceeding 24m
890323|Sailboats; (other than inflatable) with or without auxiliary motor, for pleasure or sports, of a length exceeding 24m
890331|Motorboats; (other than outboard motorboats), for pleasure or sports, other than inflatable, of a length not exceeding 7.5m
890332|Motorboats; (other than outboard motorboats), for pleasure or sports, other than inflatable, of a length exceeding 7.5m but not exceeding 24m
890333|Motorboats; (other than outboard motorboats), for pleasure or sports, other than inflatable, of a length exceeding 24m
890393|Vessels; (other than sailboats and motorboats), for pleasure or sports, other than inflatable, of a length not exceeding 7.5m
890399|Vessels; (other than sailboats and motorboats), for pleasure or sports, other than inflatable, of a length exceeding 7.5m
8904|Tugs and pusher craft
890400|Tugs and pusher craft
8905|Light-vessels, fire-floats, dredgers, floating cranes, other vessels; the navigability of which is subsidiary to main function; floating docks, floating, submersible drilling, production platforms
890510|Dredgers
890520|Floating or submersible drilling or production platforms
890590|Vessels; light, fire-floats, floating cranes and other vessels, the navigability of which is subsidiary to their main function, floating docks
8906|Vessels; other, including warships and lifeboats, other than rowing boats
890610|Vessels; warships
890690|Vessels; other, including lifeboats other than rowing boats, other than warships
8907|Boats, floating structures, other (for e.g. rafts, tanks, coffer-dams, landing stages, buoys and beacons)
890710|Rafts; inflatable
890790|Floating structures; tanks, coffer-dams, landing stages, buoys and beacons
8908|Vessels and other floating structures; for breaking up
890800|Vessels and other floating structures; for breaking up`;
