/** Harmonized System nomenclature, section XVI: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_16 = `84|Machinery and mechanical appliances, boilers, nuclear reactors; parts thereof
8401|Nuclear reactors; fuel elements (cartridges), non-irradiated, for nuclear reactors, machinery and apparatus for isotopic separation
840110|Nuclear reactors
840120|Machinery and apparatus; for isotopic separation, and parts thereof
840130|Fuel elements (cartridges); non-irradiated
840140|Nuclear reactors; parts thereof
8402|Boilers; steam or other vapour generating (other than central heating hot water boilers, capable also of producing low pressure steam), super heated water boilers
840211|Boilers; watertube boilers with a steam production exceeding 45t per hour
840212|Boilers; watertube boilers with a steam production not exceeding 45t per hour
840219|Boilers; vapour generating boilers, including hybrid boilers n.e.c. in heading no. 8402
840220|Boilers; super-heated water boilers
840290|Boilers; parts of steam or other vapour generating boilers
8403|Central heating boilers; excluding those of heading no. 8402
840310|Boilers; central heating boilers (excluding those of heading no. 8402)
840390|Boilers; parts of central heating boilers (excluding those of heading no. 8402)
8404|Auxiliary plant for use with boilers of heading no. 8402 or 8403; e.g. economisers, super-heaters, soot removers, gas recoverers), condensers for steam or other vapour power units
840410|Boilers; auxiliary plant, for use with boilers of heading no. 8402 or 8403 (e.g. economisers, super-heaters, soot removers, gas recoverers)
840420|Boilers; condensers, for steam or other vapour power units
840490|Boilers; parts of auxiliary plant, for use with boilers of heading no. 8402 and 8403 and parts of condensers for steam or other vapour power units
8405|Generators for producer or water gas with or without their purifiers acetylene gas generators and similar water process gas generators, with or without their purifiers
840510|Generators; producer gas, water gas, acetylene gas and similar water process gas generators, with or without their purifiers
840590|Generators; parts of producer gas, water gas, acetylene gas and similar water process gas generators, with or without their purifiers
8406|Turbines; steam and other vapour turbines
840610|Turbines; steam and other vapour turbines, for marine propulsion
840681|Turbines; steam and other vapour turbines, (for other than marine propulsion), of an output exceeding 40MW
840682|Turbines; steam and other vapour turbines, (for other than marine propulsion), of an output not exceeding 40MW
840690|Turbines; parts of steam and other vapour turbines
8407|Reciprocating or rotary internal combustion piston engines
840710|Engines; for aircraft, spark-ignition reciprocating or rotary internal combustion piston engines
840721|Engines; outboard motors for marine propulsion, spark-ignition reciprocating or rotary internal combustion piston engines
840729|Engines; for marine propulsion, (other than outboard motors), spark-ignition reciprocating or rotary internal combustion piston engines
840731|Engines; reciprocating piston engines, of a kind used for the propulsion of vehicles of chapter 87, of a cylinder capacity not exceeding 50cc
840732|Engines; reciprocating piston engines, of a kind used for the propulsion of vehicles of chapter 87, of a cylinder capacity exceeding 50cc but not exceeding 250cc
840733|Engines; reciprocating piston engines, of a kind used for the propulsion of vehicles of chapter 87, of a cylinder capacity exceeding 250cc but not exceeding 1000cc
840734|Engines; reciprocating piston engines, of a kind used for the propulsion of vehicles of chapter 87, of a cylinder capacity exceeding 1000cc
840790|Engines; rotary internal combustion piston engines, for other than aircraft or marine propulsion
8408|Compression-ignition internal combustion piston engines (diesel or semi-diesel engines)
840810|Engines; for marine propulsion, compression-ignition internal combustion piston engines (diesel or semi-diesel engines)
840820|Engines; compression-ignition internal combustion piston engines (diesel or semi-diesel engines), of a kind used for the propulsion of vehicles of chapter 87
840890|Engines; compression-ignition internal combustion piston engines (diesel or semi-diesel engines), of a kind used for other than marine propulsion or the vehicles of chapter 87
8409|Parts suitable for use solely or principally with the engines of heading no. 8407 or 8408
840910|Engines; parts of aircraft engines (spark-ignition reciprocating or rotary internal combustion piston engines)
840991|Engines; parts, suitable for use solely or principally with spark-ignition internal combustion piston engines (for other than aircraft)
840999|Engines; parts for internal combustion piston engines (excluding spark-ignition)
8410|Turbines; hydraulic water wheels and regulators therefor
841011|Turbines; hydraulic turbines and water wheels, of a power not exceeding 1000kW
841012|Turbines; hydraulic turbines and water wheels, of a power exceeding 1000kW but not exceeding 10000kW
841013|Turbines; hydraulic turbines and water wheels, of a power exceeding 10000kW
841090|Turbines; parts of hydraulic turbines and water wheels, including regulators
8411|Turbo-jets, turbo-propellers and other gas turbines
841111|Turbo-jets; of a thrust not exceeding 25kN
841112|Turbo-jets; of a thrust exceeding 25kN
841121|Turbo-propellers; of a power not exceeding 1100kW
841122|Turbo-propellers; of a power exceeding 1100kW
841181|Turbines; gas-turbines (excluding turbo-jets and turbo-propellers), of a power not exceeding 5000kW
841182|Turbines; gas-turbines (excluding turbo-jets and turbo-propellers), of a power exceeding 5000kW
841191|Turbines; parts of turbo-jets and turbo-propellers
841199|Turbines; parts of gas turbines (excluding turbo-jets and turbo-propellers)
8412|Engines and motors; n.e.c. (e.g. reaction engines, hydraulic power engines, pneumatic power engines)
841210|Engines; reaction engines, other than turbo-jets
841221|Engines; hydraulic power engines and motors, linear acting (cylinders)
841229|Engines; hydraulic power engines and motors, other than linear acting (cylinders)
841231|Engines; pneumatic power engines and motors, linear acting (cylinders)
841239|Engines; pneumatic power engines and motors, other than linear acting (cylinders)
841280|Engines; pneumatic power engines and motors, n.e.c. in heading no. 8412
841290|Engines; parts, for engines and motors of heading no. 8412
8413|Pumps; for liquids, whether or not fitted with measuring device, liquid elevators
841311|Pumps; fitted or designed to be fitted with a measuring device, for dispensing fuel or lubricants, of the type used in filling-stations or in garages
841319|Pumps; for liquids, fitted or designed to be fitted with a measuring device, other than pumps for dispensing fuel or lubricants
841320|Pumps; hand, fitted or designed to be fitted with a measuring device, for liquids, other than those of item no. 8413.11 or 8413.19
841330|Pumps; fuel, lubricating or cooling medium pumps for internal combustion piston engines
841340|Pumps; concrete pumps
841350|Pumps; reciprocating positive displacement pumps, n.e.c. in heading no. 8413, for liquids
841360|Pumps; rotary positive displacement pumps, n.e.c. in heading no. 8413, for liquids
841370|Pumps; centrifugal, n.e.c. in heading no. 8413, for liquids
841381|Pumps and liquid elevators; n.e.c. in heading no. 8413
841382|Liquid elevators
841391|Pumps; parts thereof
841392|Liquid elevators; parts thereof
8414|Air or vacuum pumps, air or other gas compressors and fans; ventilating or recycling hoods incorporating a fan; gas-tight biological safety cabinets whether or not fitted with filters
841410|Pumps; vacuum
841420|Pumps; hand or foot-operated air pumps
841430|Compressors; of a kind used in refrigerating equipment
841440|Compressors; air compressors mounted on a wheeled chassis for towing
841451|Fans; table, floor, wall, window, ceiling or roof fans, with a self-contained electric motor of an output not exceeding 125W
841459|Fans; n.e.c. in item no. 8414.51
841460|Hoods; ventilating or recycling hoods incorporating a fan, whether or not fitted with filters, having a maximum horizontal side not exceeding 120cm
841470|Gas-tight biological safety cabinets; whether or not fitted with filters, having a maximum horizontal side not exceeding 120cm
841480|Pumps and compressors; for air, vacuum or gas, n.e.c. in heading no. 8414
841490|Pumps and compressors; parts, of air or vacuum pumps, air or other gas compressors and fans, ventilating or recycling hoods incorporating a fan
8415|Air conditioning machines; comprising a motor driven fan and elements for changing the temperature and humidity, including those machines in which the humidity cannot be separately regulated
841510|Air conditioning machines; comprising a motor-driven fan and elements for changing the temperature and humidity, of a kind designed to be fixed to a window, wall, ceiling or floor, self-contained or "split-system"
841520|Air conditioning machines; comprising a motor driven fan and elements for changing the temperature and humidity, of a kind used for persons, in motor vehicles
841581|Air conditioning machines; containing a motor driven fan, other than window or wall types, incorporating a refrigerating unit and a valve for reversal of the cooling/heat cycle (reversible heat pumps)
841582|Air conditioning machines; containing a motor driven fan, other than window or wall types, incorporating a refrigerating unit
841583|Air conditioning machines; containing a motor driven fan, other than window or wall types, not incorporating a refrigerating unit
841590|Air conditioning machines; with motor driven fan and elements for temperature control, parts thereof
8416|Furnace burners for liquid fuel, for pulverised solid fuel or for gas; mechanical grates, mechanical ash dischargers and similar appliances
841610|Furnaces; furnace burners, for liquid fuel
841620|Furnaces; furnace burners, for pulverized solid fuel or gas, including combination burners
841630|Furnace accessories; mechanical stokers, mechanical grates, mechanical ash dischargers and similar appliances
841690|Furnaces; parts of furnace burners, for liquid fuel, pulverized solid fuel or gas, mechanical stokers, grates, ash dischargers and the like
8417|Furnaces and ovens; industrial or laboratory, including incinerators, non-electric
841710|Furnaces and ovens; non-electric, for the roasting, melting or other heat-treatment of ores, pyrites or of metals, for industrial or laboratory use
841720|Ovens; non-electric, bakery ovens, including biscuit ovens
841780|Furnaces and ovens; including incinerators, non-electric, for industrial or laboratory use, n.e.c. in heading no. 8417
841790|Furnaces and ovens; parts of non-electric furnaces and ovens (including incinerators), of industrial or laboratory use
8418|Refrigerators, freezers and other refrigerating or freezing equipment, electric or other; heat pumps other than air conditioning machines of heading no. 8415
841810|Refrigerators and freezers; combined refrigerator-freezers, fitted with separate external doors, electric or other
841821|Refrigerators; for household use, compression-type, electric or other
841829|Refrigerators; household, electric or not, other than compression-type
841830|Freezers; of the chest type, not exceeding 800l capacity
841840|Freezers; of the upright type, not exceeding 900l capacity
841850|Furniture incorporating refrigerating or freezing equipment; for storage and display, n.e.c. in item no. 8418.1, 8418.2, 8418.3 or 8418.4 (chests, cabinets, display counters, show-cases and the like)
841861|Heat pumps; other than air conditioning machines of heading no. 8415
841869|Refrigerating or freezing equipment; n.e.c. in heading no. 8418
841891|Refrigerating or freezing equipment; parts, furniture designed to receive refrigerating or freezing equipment
841899|Refrigerating or freezing equipment; parts thereof, other than furniture
8419|Machinery, plant (not domestic), or laboratory equipment; electrically heated or not, (excluding items in 85.14) for the treatment of materials by a process involving change of temperature; including instantaneous or non electric storage water heaters
841911|Heaters; instantaneous gas water heaters, for domestic or other purposes
841912|Heaters; solar water heaters, non-electric
841919|Heaters; instantaneous or storage water heaters, non-electric, (other than instantaneous gas or solar water heaters)
841920|Sterilizers; for medical, surgical or laboratory use, not used for domestic purposes
841933|Dryers; lyophilisation apparatus, freeze drying units and spray dryers, not used for domestic purposes
841934|Dryers; for agricultural products, not used for domestic purposes
841935|Dryers; for wood, paper pulp, paper or paperboard, not used for domestic purposes
841939|Dryers; for products n.e.c. in heading no. 8419, not used for domestic purposes
841940|Distilling or rectifying plant; not used for domestic purposes
841950|Heat exchange units; not used for domestic purposes
841960|Machinery; for liquefying air or gas, not used for domestic purposes
841981|Machinery, plant and equipment; for making hot drinks, for cooking or heating food
841989|Machinery, plant and laboratory equipment; for treating materials by change of temperature, other than for making hot drinks or cooking or heating food
841990|Machinery, plant and laboratory equipment; parts of equipment for treating materials by a process involving a change of temperature
8420|Machines; calendering or other rolling machines, for other than metal or glass and cylinders therefor
842010|Machines; calendering or other rolling machines, for other than metal or glass
842091|Machines; parts, cylinders for calendering or other rolling machines, for other than metal or glass
842099|Machines; parts, (other than cylinders), for calendering or other rolling machines, for other than metal or glass
8421|Centrifuges, including centrifugal dryers; filtering or purifying machinery and apparatus for liquids or gases
842111|Centrifuges; cream separators
842112|Centrifuges; clothes-dryers
842119|Centrifuges; n.e.c. in heading no. 8421, including centrifugal dryers (but not clothes-dryers)
842121|Machinery; for filtering or purifying water
842122|Machinery; for filtering or purifying beverages other than water
842123|Machinery; filtering or purifying machinery, oil or petrol filters for internal combustion engines
842129|Machinery; for filtering or purifying liquids, n.e.c. in item no. 8421.2
842131|Machinery; intake air filters for internal combustion engines
842132|Machinery; catalytic converters or particulate filters, whether or not combined, for purifying or filtering exhaust gases from internal combustion engines
842139|Machinery; for filtering or purifying gases, other than intake air filters, catalytic converters or particulate filters for internal combustion engines
842191|Centrifuges; parts thereof, including parts for centrifugal dryers
842199|Machinery; parts for filtering or purifying liquids or gases
8422|Dish washing machines; machinery for cleaning, drying, filling, closing, sealing, capsuling or labelling bottles, cans, boxes, bags, etc, machinery for aerating beverages
842211|Dish washing machines; of the household type
842219|Dish washing machines; of other than household type
842220|Machinery; for cleaning or drying bottles or other containers
842230|Machinery; for filling, closing, sealing, capsuling or labelling bottles, cans, bags or other containers, machinery for aerating beverages
842240|Machinery; for packing or wrapping
842290|Machinery; parts of machinery of heading no. 8422
8423|Weighing machines; excluding balances of a sensitivity of 5cg or better, including weight operated counting or checking machines and weights of all kinds
842310|Weighing machines; personal (including baby scales) and household scales
842320|Weighing machines; scales for continuous weighing of goods on conveyors
842330|Weighing machines; constant weight scales and scales for discharging a predetermined weight of material into a bag or container, including hopper scales
842381|Weighing machines; other than personal, conveyor or constant weight scales, having a maximum weighing capacity not exceeding 30kg (excluding balances of a sensitivity of 5cg or better)
842382|Weighing machines; other than personal, conveyor or constant weight scales, having a maximum weighing capacity exceeding 30kg but not exceeding 5000kg
842389|Weighing machines; other than personal, conveyor or constant weight scales, having a maximum weighing capacity exceeding 5000kg
842390|Weighing machines; weights of all kinds, parts of weighing machinery
8424|Mechanical appliances for projecting, dispersing or spraying liquids or powders; fire extinguishers, spray guns, steam, sand blasting machines
842410|Fire extinguishers; whether or not charged
842420|Spray guns and similar appliances
842430|Mechanical appliances; steam or sand blasting machines and similar jet projecting machines
842441|Mechanical appliances; agricultural or horticultural sprayers; portable sprayers
842449|Mechanical appliances; agricultural or horticultural sprayers; other than portable sprayers
842482|Mechanical appliances; agricultural or horticultural, n.e.c. in heading 8424
842489|Mechanical appliances; for projecting, dispersing or spraying liquids or powders, for other than agricultural or horticultural use, whether or not hand-operated
842490|Mechanical appliances; parts of machines projecting, dispersing or spraying liquids or powders, whether or not hand-operated
8425|Pulley tackle and hoists other than skip hoists; winches and capstans; jacks
842511|Pulley tackle and hoists; powered by an electric motor (excluding skip hoists or hoists of a kind used for raising vehicles)
842519|Pulley tackle and hoists; not powered by an electric motor (excluding skip hoists or hoists of a kind used for raising vehicles)
842531|Winches; capstans; powered by an electric motor
842539|Winches; capstans; not powered by an electric motor
842541|Jacks; built-in jacking systems of a type used in garages, for raising vehicles
842542|Jacks and hoists; hydraulic, of a kind used for raising vehicles
842549|Jacks and hoists; (other than hydraulic), of a kind used for raising vehicles
8426|Derricks, cranes, including cable cranes, mobile lifting frames, straddle carriers and works trucks fitted with a crane
842611|Cranes; overhead travelling cranes on fixed support
842612|Cranes; mobile lifting frames on tyres and straddle carriers
842619|Cranes; transporter, gantry and bridge cranes
842620|Cranes; tower cranes
842630|Cranes; portal or pedestal jib cranes
842641|Cranes; self-propelled derricks and cranes, on tyres, n.e.c. in heading no. 8426
842649|Cranes; self-propelled derricks and cranes, not on tyres, n.e.c. in heading no. 8426
842691|Cranes and derricks; designed for mounting on road vehicles
842699|Cranes and derricks; for other than mounting on road vehicles, n.e.c. in heading no. 8426
8427|Fork-lift and other works trucks; fitted with lifting or handling equipment
842710|Fork-lift and other works trucks; fitted with lifting or handling equipment, self-propelled by electric motor
842720|Fork-lift and other works trucks; fitted with lifting or handling equipment, self-propelled by other than electric motor
842790|Fork-lift and other works trucks; fitted with lifting or handling equipment, not self-propelled
8428|Lifting, handling, loading or unloading machinery; n.e.c. in heading no. 8425, 8426 or 8427 (e.g. lifts, escalators, conveyors, teleferics)
842810|Lifts and skip hoists
842820|Elevators and conveyors; pneumatic
842831|Elevators and conveyors; continuous-action, for goods and materials, specially designed for underground use, n.e.c. in item no. 8428.20
842832|Elevators and conveyors; continuous-action, for goods or materials, bucket type, n.e.c. in item no. 8428.20 or 8428.31
842833|Elevators and conveyors; continuous-action, for goods or materials, belt type, n.e.c. in item no. 8428.20 or 8428.31
842839|Elevators and conveyors; continuous-action, for goods or materials, n.e.c. in item no. 8428.20, 8428.31, 8428.32 or 8428.33
842840|Escalators and moving walkways
842860|Teleferics, chair-lifts, ski-draglines, traction mechanisms for funiculars
842870|Industrial robots
842890|Lifting, handling, loading or unloading machinery; n.e.c. in heading no. 8425, 8426, 8427 or 8428
8429|Bulldozers, graders, levellers, scrapers, angledozers, mechanical shovels, excavators, shovel loaders, tamping machines and road rollers, self-propelled
842911|Bulldozers and angledozers; self-propelled, track laying
842919|Bulldozers and angledozers; self-propelled, other than track laying
842920|Graders and levellers
842930|Scrapers; self-propelled
842940|Tamping machines and road rollers; self-propelled
842951|Front-end shovel loaders
842952|Mechanical shovels, excavators and shovel loaders; with a 360 degree revolving super structure
842959|Mechanical shovels, excavators and shovel loaders; n.e.c. in item no. 8429.50
8430|Moving, grading, levelling, scraping, excavating, tamping, compacting, extracting or boring machinery, for earth, minerals, or ores; pile drivers and extractors; snow ploughs and snow blowers
843010|Pile-drivers and pile-extractors
843020|Snow-ploughs and snow-blowers
843031|Coal or rock cutters and tunnelling machinery; self-propelled
843039|Coal or rock cutters and tunnelling machinery; not self-propelled
843041|Boring or sinking machinery; self-propelled, n.e.c. in heading no. 8430
843049|Boring and sinking machinery; not self-propelled
843050|Machinery; for handling earth, minerals or ores, self-propelled, n.e.c. in heading no. 8430
843061|Machinery; for tamping or compacting, not self-propelled
843069|Machinery; for moving, levelling, scraping, grading, excavating earth minerals or ores; not self propelled n.e.c in 84.30
8431|Machinery parts; used solely or principally with the machinery of heading no. 8425 to 8430
843110|Machinery; parts of the machinery of heading no. 8425
843120|Machinery; parts of the machinery of heading no. 8427
843131|Lifts, skip hoists or escalators; parts thereof
843139|Machinery; parts of the machinery of heading no. 8428, (other than lifts, skip hoists or escalators)
843141|Machinery parts; buckets, shovels, grabs and grips, for the machinery of heading no. 8426 and 8430
843142|Machinery parts; bulldozer or angledozer blades
843143|Boring or sinking machinery; parts for boring or sinking machinery of subheading 8430.41 or 8430.49
843149|Machinery; parts of machines handling earth, minerals or ores and n.e.c. in heading no. 8431
8432|Agricultural, horticultural or forestry machinery for soil preparation or cultivation; lawn or sports-ground rollers
843210|Ploughs; for soil preparation
843221|Harrows; disc harrows
843229|Harrows; (excluding disc), scarifiers, cultivators, weeders and hoes
843231|Seeders, planters and transplanters; no-till direct seeders, planters and transplanters
843239|Seeders, planters and transplanters; other than no-till direct seeders, planters and transplanters
843241|Spreaders and distributors; for manure and fertilizers, for agricultural, horticultural or forestry use; manure spreaders
843242|Spreaders and distributors; for manure and fertilizers, for agricultural, horticultural or forestry use; fertiliser distributors
843280|Rollers; for lawns or sports-grounds
843290|Machinery; parts of machinery for soil preparation or cultivation or for rollers for lawns or sports-grounds
8433|Harvesting and threshing machinery, straw and fodder balers, grass or hay mowers; machines for cleaning, sorting or grading eggs, fruit or other agricultural produce, other than machinery of heading no 8437
843311|Mowers; lawn, parks or sports-grounds, powered, with the cutting device rotating in a horizontal plane
843319|Mowers; for lawns, parks or sports-grounds, other than with the cutting device rotating in a horizontal plane
843320|Mowers; n.e.c. in item no. 8433.1 (including cutter bars for tractor mounting)
843330|Haymaking machinery
843340|Balers; straw or fodder balers, including pick-up balers
843351|Combine harvester-threshers
843352|Threshing machinery; other than combine harvester-threshers
843353|Harvesting machinery; for roots or tubers
843359|Harvesting machinery; n.e.c. in heading no. 8433
843360|Machines; for cleaning, sorting or grading eggs, fruit or other agricultural produce
843390|Harvesting machinery; parts, including parts of threshing machinery, straw or fodder balers and grass or hay mowers
8434|Milking machines and dairy machinery
843410|Milking machines
843420|Dairy machinery
843490|Milking machines and dairy machinery; parts thereof
8435|Presses, crushers and similar machinery; used in the manufacture of wine, cider, fruit juices or similar beverages
843510|Presses, crushers and similar machinery; used in the manufacture of wine, cider, fruit juices or similar beverages
843590|Presses, crushers and similar machinery; parts, used in the manufacture of wine, cider, fruit juices or similar beverages
8436|Agricultural, horticultural, forestry, poultry-keeping, bee-keeping machinery; including germination plant fitted with mechanical or thermal equipment; poultry incubators and brooders
843610|Machinery; for preparing animal feeding stuffs
843621|Poultry incubators and brooders
843629|Poultry-keeping machinery; other than incubators and brooders
843680|Machinery; for agricultural, horticultural or forestry use and n.e.c. in heading no. 8436
843691|Machinery; parts of poultry-keeping machinery or poultry incubators and brooders
843699|Machinery; parts of that machinery for agricultural, horticultural or forestry use n.e.c. in heading no. 8436
8437|Machines for cleaning, sorting, grading seed, grain, dried leguminous vegetables; machinery used in the milling industry for the working of cereals or dried leguminous vegetables, not farm type machinery
843710|Machines; for cleaning, sorting or grading seed, grain or dried leguminous vegetables
843780|Machinery; for use in the milling industry or for the working of cereals or dried leguminous vegetables, other than farm-type machinery
843790|Machines; parts of those for cleaning, sorting or grading seed, grain or dried leguminous vegetables or for milling or working cereals or dried leguminous vegetables (not farm-type machinery)
8438|Machinery n.e.c. in this chapter, for the industrial preparation or manufacture of food or drink; other than machinery for extraction or preparation of animal or fixed vegetable or microbial fats or oils
843810|Machinery; industrial, for bakery and for the manufacture of macaroni, spaghetti or similar products
843820|Machinery; industrial, for the manufacture of confectionery, cocoa or chocolate
843830|Machinery; industrial, for sugar manufacture
843840|Machinery; industrial, brewery machinery
843850|Machinery; industrial, for the preparation of meat or poultry
843860|Machinery; industrial, for the preparation of fruits, nuts or vegetables
843880|Machinery; used in the industrial preparation or manufacture of food or drink, n.e.c. in heading no. 8438
843890|Machinery; parts of those machines used in the industrial preparation or manufacture of food or drink
8439|Machinery; for making pulp of fibrous cellulosic material, or for making or finishing paper or paperboard
843910|Machinery; for making pulp of fibrous cellulosic material
843920|Machinery; for making paper or paperboard
843930|Machinery; for finishing paper or paperboard
843991|Machinery; parts of machinery for making pulp of fibrous cellulosic material
843999|Machinery; parts of machinery for making or finishing paper or paperboard
8440|Book-binding machinery; including book-sewing machines
844010|Book-binding machinery; including book-sewing machines
844090|Book-binding machinery; including book-sewing machines, parts thereof
8441|Machines; for making up paper pulp, paper or paperboard, including cutting machines of all kinds
844110|Machines; cutting, of all kinds, for making up paper pulp, paper or paperboard
844120|Machines; for making bags, sacks or envelopes of paper pulp, paper or paperboard
844130|Machines; for making cartons, boxes, cases, tubes, drums or similar containers (other than by moulding), of paper pulp, paper or paperboard
844140|Machines; for moulding articles, in paper pulp, paper or paperboard
844180|Machinery; n.e.c. in heading no. 8441, for making up paper pulp, paper or paperboard
844190|Machinery; parts of machinery for making up paper pulp, paper or paperboard, including cutting machines of all kinds
8442|Machinery, apparatus and equipment (excluding machines of headings 8456 to 8465) for preparing or making printing components; plates, cylinders and other printing components; lithographic stones prepared for printing purposes
844230|Machinery, apparatus and equipment (excluding machines of heading no. 8456 to 8465) for preparing or making printing components
844240|Machinery, apparatus and equipment (excluding machines of heading no. 8456 to 8465) for preparing or making printing components; parts thereof
844250|Plates, cylinders and other printing components; lithographic stones prepared for printing purposes (for example, planed, grained or polished)
8443|Printing machinery; used for printing by means of plates, cylinders and other printing components of heading 84.42; other printers, copying machines and facsimile machines, whether or not combined; parts and accessories thereof
844311|Printing machinery; offset, reel-fed
844312|Printing machinery; offset, sheet-fed, office type (sheet size not exceeding 22 x 36cm in the unfolded state)
844313|Printing machinery; offset, n.e.c. in item no. 8443.1
844314|Printing machinery; letterpress, reel-fed, excluding flexographic printing
844315|Printing machinery; letterpress, other than reel-fed, excluding flexographic printing
844316|Printing machinery; flexographic
844317|Printing machinery; gravure
844319|Printing machinery; used for printing by means of plates, cylinders and other printing components of heading 84.42, n.e.c. in item no. 8443.1
844331|Printing, copying, and facsimile machines; machines which perform two or more of the functions of printing, copying or facsimile transmission, capable of connecting to an automatic data processing machine or to a network
844332|Printing, copying, and facsimile machines; single-function printing, copying or facsimile machines, capable of connecting to an automatic data processing machine or to a network
844339|Printing, copying, and facsimile machines; single-function printing, copying or facsimile machines, not capable of connecting to an automatic data processing machine or to a network
844391|Printing machinery used for printing by means of plates, cylinders and other printing components of heading 8442; parts and accessories
844399|Printing machinery; parts and accessories, n.e.c. in item no. 8443.91
8444|Textile machinery; for extruding, drawing, texturing or cutting man-made textile materials
844400|Textile machinery; for extruding, drawing, texturing or cutting man-made textile materials
8445|Textile machinery; spinning, doubling, twisting machines, textile reeling or winding machines and machines for preparing textile yarns for use on machines of heading no. 8446 and 8447
844511|Textile machinery; carding machines for preparing textile fibres
844512|Textile machinery; combing machines for preparing textile fibres
844513|Textile machinery; drawing or roving machines for preparing textile fibres
844519|Textile machinery; n.e.c. in heading no. 8445, for preparing textile fibres
844520|Textile machinery; spinning machines
844530|Textile machinery; doubling or twisting machines
844540|Textile machinery; winding (including weft-winding) or reeling machines
844590|Textile machinery; involved in textile fibre or textile yarn preparation and n.e.c. in heading no. 8445
8446|Weaving machines (looms)
844610|Weaving machines (looms); for weaving fabrics of a width 30cm or less
844621|Weaving machines (looms); for weaving fabrics of a width exceeding 30cm, shuttle type, power looms
844629|Weaving machines (looms); for weaving fabrics of a width exceeding 30cm, shuttle type, other than power looms
844630|Weaving machines (looms); for weaving fabrics of a width exceeding 30cm, shuttleless type
8447|Knitting machines, stitch-bonding machines and machines for making gimped yarn, tulle, lace, embroidery, trimmings, braid or net and machines for tufting
844711|Knitting machines; circular, with cylinder diameter not exceeding 165mm
844712|Knitting machines; circular, with cylinder diameter exceeding 165mm
844720|Knitting machines; flat, stitch-bonding machines
844790|Machines; for making gimped yarn, tulle, lace, embroidery, trimmings, braid or net and machines for tufting
8448|Machinery, auxiliary; for use with machines of heading no. 8444 to 8447 (e.g. dobbies, jacquards, automatic stop motions, shuttle changing mechanisms) parts, accessories for machines of heading no. 8444, 8447
844811|Machinery, auxiliary; dobbies and jacquards, card reducing, copying, punching or assembling machines for use therewith
844819|Machinery, auxiliary; for machines of heading no. 8444, 8445, 8446 or 8447, n.e.c. in item no. 8448.11
844820|Machines; parts and accessories of machines or auxiliary machinery of heading no. 8444
844831|Machines, card clothing; parts and accessories
844832|Machines; parts and accessories of machines or auxiliary machinery for preparing textile fibres, other than card clothing
844833|Machines; parts and accessories of machines or auxiliary machinery, spindles, spindle flyers, spinning rings and ring travellers
844839|Machines; parts and accessories of machines or auxiliary machinery of heading no. 8445, n.e.c. in item no. 8448.3
844842|Weaving machines (looms); parts including their auxiliary machinery, and accessories thereof, reeds for looms, healds and heald-frames
844849|Weaving machines (looms); parts including their auxiliary machinery, and accessories thereof n.e.c. in item no. 8448.4
844851|Machines; parts and accessories of machines of heading no. 8447 or auxiliary machinery, sinkers, needles and other articles used in forming stitches
844859|Machines; parts and accessories of machines or auxiliary machinery of heading no. 8447, other than sinkers, needles and other articles used in forming stitches
8449|Machinery; for manufacture or finishing felt or non-wovens in the piece or in shapes, including machinery for making felt hats, blocks for making hats
844900|Machinery; for manufacture or finishing felt or non-wovens in the piece or in shapes, including machinery for making felt hats, blocks for making hats
8450|Household or laundry-type washing machines; including machines which both wash and dry
845011|Washing machines; household or laundry-type, fully-automatic, (of a dry linen capacity not exceeding 10kg)
845012|Washing machines; household or laundry-type, with built-in centrifugal drier, (not fully-automatic), of a dry linen capacity not exceeding 10kg
845019|Washing machines; household or laundry-type, not fully-automatic, without built-in centrifugal drier, of a dry linen capacity not exceeding 10kg
845020|Washing machines; household or laundry-type, of a dry linen capacity exceeding 10kg
845090|Washing machines; parts for household or laundry-type
8451|Machinery (not of heading no. 8450) for washing, cleaning, wringing, drying, ironing, pressing, bleaching, dyeing, dressing, finishing, coating or impregnating textile yarn, fabrics or made up articles
845110|Dry-cleaning machines
845121|Drying machines; of a dry linen capacity not exceeding 10kg
845129|Drying machines; of a dry linen capacity exceeding 10kg
845130|Ironing machines and presses (including fusing presses)
845140|Machines; for washing, bleaching or dyeing
845150|Machines; for reeling, unreeling, folding, cutting or pinking textile fabrics
845180|Machinery; for wringing, dressing, finishing, coating or impregnating textile yarns, fabrics or made up textile articles; for applying paste to base fabric used in manufacture of floor coverings
845190|Machinery; parts, of the machinery of heading no. 8451
8452|Sewing machines; other than book-sewing machines of heading no. 8440; furniture, bases and covers specially designed for sewing machines; sewing machine needles
845210|Sewing machines; of the household type
845221|Sewing machines; (not household type), automatic units
845229|Sewing machines; not household or automatic unit type
845230|Sewing machine needles
845290|Sewing machines; furniture, bases and covers for sewing machines and parts thereof, and other parts of sewing machines
8453|Machinery for preparing, tanning or working hides, skins or leather or for making or repairing footwear or other articles of hides, skins or leather, other than sewing machines
845310|Machinery; for preparing, tanning or working hides, skins or leather, other than sewing machines
845320|Machinery; for making or repairing footwear, other than sewing machines
845380|Machinery; for making or repairing articles of hides, skins or leather, other than sewing machines
845390|Machinery; parts of those for preparing, tanning or working hides, skins or leather, for making or repairing footwear or other articles of hides, skin or leather, other than sewing machines
8454|Converters, ladles, ingot moulds and casting machines; of a kind used metallurgy or in metal foundries
845410|Converters; of a type used in metallurgy or in metal foundries
845420|Ingot moulds and ladles; of a kind used in metallurgy or in metal foundries
845430|Casting machines; of a kind used in metallurgy or in metal foundries
845490|Machines; parts of converters, ladles, ingot moulds and casting machines, of a kind used in metallurgy or in metal foundries
8455|Metal-rolling mills and rolls therefor
845510|Metal-rolling mills; tube mills
845521|Metal-rolling mills; hot or combination hot and cold rolling mills
845522|Metal-rolling mills; cold
845530|Metal-rolling mills; rolls thereof
845590|Metal-rolling mills; parts thereof
8456|Machine-tools; for working any material by removal of material, by laser or other light or photon beam, ultrasonic, electro-discharge, electro-chemical, electron beam, ionic-beam, or plasma arc processes; water-jet cutting machines
845611|Machine-tools; for working any material by removal of material; operated by laser
845612|Machine-tools; for working any material by removal of material; operated by other light or photon beam processes (not laser)
845620|Machine-tools; for working any material by removal of material, operated by ultrasonic processes
845630|Machine-tools; for working any material by removal of material, operated by electro-discharge processes
845640|Machine tools; for working any material by removal of material; operated by plasma arc processes;
845650|Machine tools; for working any material by removal of material; operated by water-jet cutting machines
845690|Machine tools; for working any material by removal of material; operated by other processes n.e.c. in heading 8456
8457|Machining centres, unit construction machines (single station) and multi-station transfer machines for working metal
845710|Machining centres; for working metal
845720|Machines; unit construction machines (single station), for working metal
845730|Metal machines; multi-station transfer machines, for working metal
8458|Lathes for removing metal
845811|Lathes; for removing metal, horizontal, numerically controlled
845819|Lathes; for removing metal, horizontal, other than numerically controlled
845891|Lathes; for removing metal, numerically controlled, other than horizontal lathes
845899|Lathes; for removing metal, other than horizontal or numerically controlled lathes
8459|Machine-tools; (including way-type unit head machines) for drilling, boring, milling, threading or tapping by removing metal, other than lathes of heading no. 8458
845910|Machine-tools; way-type unit head machines, for drilling, boring, milling, threading or tapping by removing metal, other than lathes of heading no. 8458
845921|Machine-tools; for drilling by removing metal, numerically controlled
845929|Machine-tools; for drilling by removing metal, other than numerically controlled
845931|Machine-tools; for boring-milling by removing metal, numerically controlled
845939|Machine-tools; for boring-milling by removing metal, other than numerically controlled
845941|Machine-tools; for boring by removing metal, numerically controlled boring machines, n.e.c. in heading 8459
845949|Machine-tools; for boring by removing metal, not numerically controlled boring machines, n.e.c. in heading 8459
845951|Machine-tools; for milling by removing metal, knee-type, numerically controlled
845959|Machine-tools; for milling by removing metal, knee-type, other than numerically controlled
845961|Machine-tools; for milling by removing metal, (not knee-type), numerically controlled
845969|Machine-tools; for milling by removing metal, not knee-type, other than numerically controlled
845970|Machine-tools; for threading or tapping by removing metal
8460|Machine-tools; for deburring, sharpening, grinding, honing, lapping, polishing or otherwise finishing metal, sintered metal carbides or cermets by means of grinding stones, abrasives or polishing products
846012|Machine-tools; flat-surface grinding machines, numerically controlled
846019|Machine-tools; flat-surface grinding machines, other than numerically controlled
846022|Machine-tools; grinding machines (excluding flat-surface), centreless, numerically controlled
846023|Machine-tools; cylindrical grinding machines (excluding flat-surface and centreless), numerically controlled
846024|Machine-tools; grinding machines (excluding flat-surface, cylindrical and centreless), numerically controlled
846029|Machine-tools; grinding machines (excluding flat-surface), other than numerically controlled
846031|Machine-tools; sharpening (tool or cutter grinding) machines, numerically controlled
846039|Machine-tools; sharpening (tool or cutter grinding) machines, other than numerically controlled
846040|Machine-tools; for honing or lapping
846090|Machine-tools; for deburring, grinding, polishing or otherwise finishing metal, sintered metal carbides or cermets by means of grinding stones, abrasives or polishing products, n.e.c. in heading no. 8460
8461|Machine-tools; for planing, shaping, slotting, broaching, gear cutting and grinding, finishing, sawing, cutting off and other tools working by removing metal, sintered metal carbides or cermets n.e.c.
846120|Machine-tools; shaping or slotting machines, working by removing metal, sintered metal carbides or cermets
846130|Machine-tools; broaching machines, working by removing metal, sintered metal carbides or cermets
846140|Machine-tools; gear cutting, gear grinding or gear finishing machines, working by removing metal, sintered metal carbides or cermets
846150|Machine-tools; sawing or cutting-off machines, working by removing metal, sintered metal carbides or cermets
846190|Machine-tools; planing machines, and other machine-tools n.e.c. in heading no. 8461; working by removing metal, sinistered metal carbides or cerments.
8462|Machine-tools (including presses) for working metal by forging, hammering or die forging (excluding rolling mills); machine-tools (including presses, slitting lines and cut-to-length lines) for working metal by bending, folding, straightening, flattening,
846211|Machine-tools; forging and die-forging machines (including presses), closed die forging machines, for working metal
846219|Machine-tools; hot forming machines, hot hammers, for working metal
846222|Machine-tools; bending, folding, straightening or flattening machines (including press brakes) for flat products, for working metal, numerically controlled
846223|Machine-tools; bending, folding, straightening or flattening machines (including presses), for working metal, numerically controlled press brakes
846224|Machine-tools; bending, folding, straightening or flattening machines (including presses), for working metal, numerically controlled panel benders
846225|Machine-tools; bending, folding, straightening or flattening machines (including presses), for working metal, numerically controlled roll forming machines
846226|Machine-tools; bending, folding, straightening or flattening machines (including presses), for working metal, numerically controlled bending, folding, straightening or fattening machines (not press brakes, panel benders or roll forming machines)
846229|Machine-tools; bending, folding, straightening or flattening machines (including press brakes), for working metal, numerically controlled n.e.c. in item 84.62.2
846232|Machine-tools; slitting lines and cut-to-length lines, for working metal
846233|Machine-tools; shearing machines (excluding presses) for flat products, numerically controlled, other than combined punching and shearing machines, for working metal
846239|Machine-tools; shearing machines (excluding presses) for flat products, other than numerically controlled, other than combined punching and shearing machines, for working metal
846242|Machine-tools; punching, notching or nibbling machines (excluding presses) for flat products including combined punching and shearing machines, numerically controlled, for working metal
846249|Machine-tools; punching, notching or nibbling machines (excluding presses) for flat products including combined punching and shearing machines, other than numerically controlled, for working metal
846251|Machine-tools; for working tube, pipe, hollow section and bar (excluding presses), for working metal, numerically controlled
846259|Machine-tools; for working tube, pipe, hollow section and bar (excluding presses), for working metal, not numerically controlled
846261|Machine-tools; cold metal working presses, hydraulic presses
846262|Machine-tools; cold metal working presses, mechanical presses
846263|Machine-tools; cold metal working presses, servo-presses
846269|Machine-tools; cold metal working presses, other than hydraulic, mechanical or servo-presses
846290|Machine-tools; (including presses) for working metal by forging, hammering or die-forging, for bending, folding, straightening, flattening, shearing, punching, notching or nibbling metal, n.e.c. in heading 8462
8463|Machine-tools; n.e.c. for working metal, sintered metal carbides or cermets without removing material
846310|Machine-tools; for working metal, sintered metal carbides or cermets, without removing material, draw-benches for bars, tubes, profiles, wire or the like
846320|Machine-tools; for working metal, sintered metal carbides or cermets, without removing material, thread rolling machines
846330|Machine-tools; machines for working wire, without removing material
846390|Machine-tools; for working metal, sintered metal carbides or cermets, without removing material, n.e.c. in heading no. 8463
8464|Machine-tools; for working stone, ceramics, concrete, asbestos-cement or like mineral materials or for cold working glass
846410|Machine-tools; sawing machines, for working stone, ceramics, concrete, asbestos-cement or like mineral materials or for cold working glass
846420|Machine-tools; grinding or polishing machines, for working stone, ceramics, concrete, asbestos-cement or like mineral materials or for cold working glass
846490|Machine-tools; for working stone, ceramics, concrete, asbestos-cement or like mineral materials or for cold working glass, (other than sawing, grinding or polishing machines)
8465|Machine-tools; (including machines for nailing, stapling, glueing or otherwise assembling) for working wood, cork, bone, hard plastics or rubber or similar hard materials
846510|Machine-tools; which can carry out different types of machining operations without tool change between such operations, for working wood, cork, bone, hard rubber, hard plastics or similar
846520|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; machining centres
846591|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; sawing machines
846592|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; planing, milling or moulding (by cutting) machines
846593|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; grinding, sanding or polishing machines
846594|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; bending or assembling machines
846595|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; drilling or morticing machines
846596|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; splitting, slicing or paring machines
846599|Machine-tools; for working wood, cork, bone, hard rubber, hard plastics or similar hard materials; n.e.c. in heading no. 8465
8466|Parts & accessories suited for use only/mainly with machines of headings 8456-8465, including work/tool holders, self-opening dieheads, dividing heads & other special attachments for the machines; tool holders for any type of tool for working in the hand
846610|Parts & accessories suited for use solely/principally with machines of headings 8456-8465; tool holders and self-opening dieheads
846620|Parts & accessories suited for use solely/principally with machines of headings 8456-8465; work holders
846630|Parts & accessories suited for use solely/principally with machines of headings 8456-8465; dividing heads and other special attachments for machines
846691|Parts & accessories suited for use solely/principally; for the machines of heading no. 8464, n.e.c. in heading no. 8466
846692|Parts & accessories suited for use solely/principally for the machines of heading no. 8465, n.e.c. in heading no. 8466
846693|Parts & accessories suited for use solely/principally with machines of headings 8456-8465; n.e.c. in heading no. 8466
846694|Machine-tools; parts and accessories, for the machines of heading no. 8462 or 8463, n.e.c. in heading no. 8466
8467|Tools; for working in the hand, pneumatic, hydraulic or with self-contained electric or non-electric motor
846711|Tools; for working in the hand, pneumatic, rotary type (including combined rotary-percussion)
846719|Tools; for working in the hand, pneumatic, other than rotary type
846721|Tools; for working in the hand, with self-contained electric motor; drills of all kinds
846722|Tools; for working in the hand, with self-contained electric motor; saws
846729|Tools; for working in the hand, with self-contained electric motor; other than saws and drills
846781|Tools; for working in the hand, chain saws with self-contained non-electric motor
846789|Tools; for working in the hand, (other than chain saws), hydraulic or with self-contained non-electric motor, (not pneumatic)
846791|Tools; for working in the hand, parts of chain saws, with self-contained non-electric motor
846792|Tools; for working in the hand, parts of pneumatic tools
846799|Tools; for working in the hand, parts thereof for other than chain saws and pneumatic tools
8468|Machinery and apparatus for soldering, brazing, welding, whether or not capable of cutting, other than those of heading no. 8515; gas-operated surface tempering machines and appliances
846810|Machinery and apparatus; hand-held blow pipes for soldering, brazing or welding, whether or not capable of cutting
846820|Machinery and apparatus; gas operated machinery and apparatus n.e.c. in item no. 8468.10, for soldering, brazing or welding, whether or not capable of cutting
846880|Machinery and apparatus; for soldering, brazing or welding, whether or not capable of cutting, n.e.c. in heading no. 8468
846890|Machinery and apparatus; parts, soldering, brazing or welding, whether or not capable of cutting, parts thereof
8470|Calculating machines and pocket-size data recording, reproducing and displaying machines with calculating functions; accounting machines, postage-franking machines, ticket-issuing machines and similar, incorporating a calculating device; cash registers
847010|Calculating machines; electronic calculators capable of operation without an external source of electric power and pocket-size data recording, reproducing and displaying machines with calculating functions
847021|Calculating machines; electronic, incorporating a printing device, needing an external source of power
847029|Calculating machines; electronic, (not incorporating a printing device), needing an external power source
847030|Calculating machines; non-electronic
847050|Cash registers
847090|Machines incorporating a calculating device; n.e.c. in heading no. 8470
8471|Automatic data processing machines and units thereof, magnetic or optical readers, machines for transcribing data onto data media in coded form and machines for processing such data, not elsewhere specified or included
847130|Automatic data processing machines; portable, weighing not more than 10kg, consisting of at least a central processing unit, a keyboard and a display
847141|Automatic data processing machines; comprising in the same housing at least a central processing unit and an input and output unit, whether or not combined, n.e.c. in item no. 8471.30
847149|Automatic data processing machines; presented in the form of systems, n.e.c. in item no. 8471.30 or 8471.41
847150|Units of automatic data processing machines; processing units other than those of item no. 8471.41 or 8471.49, whether or not containing in the same housing one or two of the following types of unit: storage units, input units or output units
847160|Units of automatic data processing machines; input or output units, whether or not containing storage units in the same housing
847170|Units of automatic data processing machines; storage units
847180|Units of automatic data processing machines; n.e.c. in item no. 8471.50, 8471.60 or 8471.70
847190|Magnetic or optical readers, machines for transcribing data onto data media in coded form and machines for processing such data, not elsewhere specified or included
8472|Office machines; not elsewhere classified
847210|Office machines; duplicating machines
847230|Office machines; for sorting or folding mail or for inserting mail in envelopes or bands, machines for opening, closing or sealing mail and machines for affixing or cancelling postage stamps
847290|Office machines; not elsewhere classified
8473|Machinery; parts and accessories (other than covers, carrying cases and the like) suitable for use solely or principally with machines of headings 84.70 to 84.72
847321|Calculating machines; parts and accessories of the electronic calculating machines of item no. 8470.10, 8470.21 or 8470.29 (other than covers, carrying cases and the like)
847329|Machinery; parts and accessories of the machines of item no. 8470.30. 8470.50 or 8470.90 (other than covers, carrying cases and the like)
847330|Machinery; parts and accessories (other than covers, carrying cases and the like) of the machines of heading no. 8471
847340|Machinery; parts and accessories (other than covers, carrying cases and the like) of the machines of heading no. 8472
847350|Machines; parts and accessories (other than covers, carrying cases and the like) equally suitable for use with machines of two or more of the headings 8470 to 8472
8474|Machinery for sorting, screening, separating, washing, crushing, grinding, mixing or kneading earth, stone, ores in solid form, shaping, moulding machinery for solid mineral fuels
847410|Machines; for sorting, screening, separating or washing earth, stone, ores or other mineral substances
847420|Machines; for crushing or grinding earth, stone, ores or other mineral substances
847431|Machines; concrete or mortar mixers
847432|Machines; for mixing mineral substances with bitumen
847439|Machines; for mixing or kneading mineral substances, excluding concrete mixers and machines for mixing mineral substances with bitumen
847480|Machines; for agglomerating, shaping or moulding solid mineral fuels, ceramic paste, unhardened cements, plastering materials in powder or paste form, machines for forming foundry moulds of sand
847490|Machines, for sorting, screening, separating, washing, crushing etc mineral substances, for agglomerating, shaping or moulding solid fuels, ceramic pastes etc, for forming foundry moulds of sand; parts
8475|Machines; for assembling electric or electronic lamps, tubes, valves, flashbulbs, in glass envelopes, machines for manufacturing or hot working glass or glassware
847510|Machines; for assembling electric or electronic lamps, tubes, valves or flashbulbs, in glass envelopes
847521|Machines; for manufacturing or hot working glass or glassware, for making optical fibres and preforms thereof
847529|Machines; for manufacturing or hot working glass or glassware, not for making optical fibres and preforms thereof
847590|Machines; parts, of those for assembling electric or electronic lamps, tubes, valves or flash-bulbs, in glass envelopes and manufacturing or hot working glass or glassware
8476|Automatic goods-vending machines (e.g. postage stamp, cigarette, food or beverage machines), including money-changing machines
847621|Machines; automatic beverage-vending machines, incorporating heating or refrigerating devices
847629|Machines; automatic beverage-vending machines, not incorporating heating or refrigerating devices
847681|Machines; automatic goods-vending machines, (e.g. postage stamp, cigarette, food or money-changing machines, excluding beverage-vending machines), incorporating heating or refrigerating devices
847689|Machines; automatic goods-vending machines, (e.g. postage stamp, cigarette, food or money-changing machines, excluding beverage-vending machines), not incorporating heating or refrigerating devices
847690|Machines; parts of automatic goods-vending machines
8477|Machinery; for working rubber or plastics or for the manufacture of products from these materials, n.e.c. in this chapter
847710|Machinery; injection-moulding machines, for working rubber or plastics or for the manufacture of products from these materials
847720|Machinery; extruders, for working rubber or plastics or for the manufacture of products from these materials
847730|Machinery; blow moulding machines, for working rubber or plastics or for the manufacture of products from these materials
847740|Machinery; vacuum moulding machines and other thermoforming machines, for working rubber or plastics or for the manufacture of products from these materials
847751|Machinery; for moulding or retreading pneumatic tyres or for moulding or otherwise forming inner tubes
847759|Machinery; for moulding or forming, for working rubber or plastics or for the manufacture of products from these materials, n.e.c. in this chapter
847780|Machinery; for working rubber or plastics or for the manufacture of products from these materials, n.e.c. in this chapter
847790|Machinery; parts of the machines of heading no. 8477, n.e.c. in item no. 8477.90
8478|Machinery; for preparing or making up tobacco, n.e.c. in this chapter
847810|Machinery; for preparing or making up tobacco, n.e.c. in this chapter
847890|Machinery; parts of those for preparing or making up tobacco, n.e.c. in this chapter
8479|Machinery and mechanical appliances; having individual functions, n.e.c. in this chapter
847910|Machinery and mechanical appliances; for public works, building or the like
847920|Machinery; for the extraction or preparation of animal or fixed vegetable or microbial fats or oils
847930|Machinery and mechanical appliances; presses for the manufacture of particle or fibre building board of wood or other ligneous materials and other machinery for treating wood or cork
847940|Machines; for making rope or cable
847950|Machinery and mechanical appliances; industrial robots, n.e.c. or included
847960|Machinery and mechanical appliances; evaporative air coolers
847971|Machinery and mechanical appliances; passenger boarding bridges, of a kind used in airports
847979|Machinery and mechanical appliances; passenger boarding bridges, other than of a kind used in airports
847981|Machines and mechanical appliances; for treating metal, including electric wire coil-winders
847982|Machines; for mixing, kneading, crushing, grinding, screening, sifting, homogenising, emulsifying or stirring
847983|Machines and mechanical appliances; cold isostatic presses
847989|Machines and mechanical appliances; having individual functions, n.e.c. or included in this chapter
847990|Machines and mechanical appliances; parts, of those having individual functions
8480|Moulding boxes for metal foundry, moulding patterns, moulds for metals (excluding ingot moulds), metal carbides, glass, mineral materials, rubber or plastics
848010|Moulding boxes; for metal foundry
848020|Mould bases; for metal, metal carbides, glass, mineral materials, rubber or plastics
848030|Moulding patterns; of metal, metal carbides, glass, mineral materials, rubber or plastics
848041|Moulds; for metal or metal carbides, injection or compression types
848049|Moulds; for metal or metal carbides, other than injection or compression types
848050|Moulds; for glass
848060|Moulds; for mineral materials
848071|Moulds; for rubber or plastics, injection or compression types
848079|Moulds; for rubber or plastics, other than injection or compression types
8481|Taps, cocks, valves and similar appliances for pipes, boiler shells, tanks, vats or the like, including pressure-reducing valves and thermostatically controlled valves
848110|Valves; pressure reducing, for pipes, boiler shells, tanks, vats or the like
848120|Valves; for oleohydraulic or pneumatic transmissions
848130|Valves; check (nonreturn) valves, for pipes, boiler shells, tanks, vats or the like
848140|Valves; safety or relief valves, for pipes, boiler shells, tanks, vats or the like
848180|Taps, cocks, valves and similar appliances; for pipes, boiler shells, tanks, vats or the like, including thermostatically controlled valves
848190|Taps, cocks, valves and similar appliances; parts thereof
8482|Ball or roller bearings
848210|Ball bearings
848220|Bearings; tapered roller bearings, including cone and tapered roller assemblies
848230|Bearings; spherical roller bearings
848240|Bearings; needle roller bearings, including cage and needle roller assemblies
848250|Bearings; cylindrical roller bearings, including cage and roller assemblies n.e.c. in heading no. 8482
848280|Bearings; n.e.c. in heading no. 8482, including combined ball/roller
848291|Bearings; parts, balls, needles and rollers
848299|Bearings; parts, (other than balls, needles and rollers)
8483|Transmission shafts (including cam and crank) and cranks; bearing housings and plain shaft bearings; gears and gearing; ball or roller screws; gear boxes and other speed changers; flywheels and pulleys; clutches and shaft couplings
848310|Transmission shafts (including cam shafts and crank shafts) and cranks
848320|Bearing housings, incorporating ball or roller bearings
848330|Bearing housings, not incorporating ball or roller bearings and plain shaft bearings
848340|Gears and gearing; (not toothed wheels, chain sprockets and other transmission elements presented separately); ball or roller screws; gear boxes and other speed changers, including torque converters
848350|Pulleys and flywheels, including pulley blocks
848360|Clutches and shaft couplings (including universal joints)
848390|Transmission components; toothed wheels, chain sprockets and other transmission elements presented separately; parts
8484|Gaskets and similar joints of metal sheeting combined with other material or of two or more layers of metal; sets or assortments of gaskets and similar joints, dissimilar in composition, put up in pouches, envelopes or similar packings; mechanical seals
848410|Gaskets and similar joints; of metal sheeting combined with other material or two or more layers of metal
848420|Seals; mechanical
848490|Gasket sets or assortments of gaskets and similar joints; dissimilar in composition, put up in pouches, envelopes or similar packings
8485|Machines for additive manufacturing
848510|Machines for additive manufacturing; by metal deposit
848520|Machines for additive manufacturing; by plastic or rubber deposit
848530|Machines for additive manufacturing; by plaster, cement, ceramics or glass deposit
848580|Machines for additive manufacturing; by other than metal, plastic, rubber, plaster, cement, ceramics or glass deposits
848590|Machines for additive manufacturing; parts
8486|Machines and apparatus of a kind used solely or principally for the manufacture of semiconductor boules or wafers, semiconductor devices, electronic integrated circuits or flat panel displays; machines & apparatus specified in note 11 (C) to this Chapter
848610|Machines and apparatus of a kind used solely or principally for the manufacture of semiconductor boules or wafers
848620|Machines and apparatus of a kind used solely or principally for the manufacture of semiconductor devices or of electronic integrated circuits
848630|Machines and apparatus of a kind used solely or principally for the manufacture of flat panel displays
848640|Machines and apparatus of a kind used solely or principally for the manufacture or repair of masks and reticles, assembling semiconductor devices or electronic integrated circuits, or for lifting, handling, loading or unloading items of heading 8486
848690|Machines and apparatus of heading 8486; parts and accessories
8487|Machinery parts; not containing electrical connectors, insulators, coils, contacts or other electrical features, n.e.c. in this chapter
848710|Ships' or boats' propellers and blades therefor
848790|Machinery parts; not containing electrical connectors, insulators, coils, contacts or other electrical features, n.e.c. in chapter 84, other than ships' or boats' propellers and blades therefor
85|Electrical machinery and equipment and parts thereof; sound recorders and reproducers; television image and sound recorders and reproducers, parts and accessories of such articles
8501|Electric motors and generators (excluding generating sets)
850110|Electric motors; of an output not exceeding 37.5W
850120|Electric motors; universal AC/DC of an output exceeding 37.5W
850131|Electric motors and generators; DC, of an output not exceeding 750W
850132|Electric motors and generators; DC, of an output exceeding 750W but not exceeding 75kW
850133|Electric motors and generators; DC, of an output exceeding 75kW but not exceeding 375kW
850134|Electric motors and generators; DC, of an output exceeding 375kW
850140|Electric motors; AC motors, single-phase
850151|Electric motors; AC motors, multi-phase, of an output not exceeding 750W
850152|Electric motors; AC motors, multi-phase, of an output exceeding 750W but not exceeding 75kW
850153|Electric motors; AC motors, multi-phase, of an output exceeding 75kW
850161|Generators; AC generators, (alternators), other than photovoltaic generators, of an output not exceeding 75kVA
850162|Electric generators; AC generators, (alternators), other than photovoltaic generators, of an output exceeding 75kVA but not exceeding 375kVA
850163|Electric generators; AC generators, (alternators), other than photovoltaic generators, of an output exceeding 375kVA but not exceeding 750kVA
850164|Electric generators; AC generators, (alternators), other than photovoltaic generators, of an output exceeding 750kVA
850171|Electric generators; photovoltaic DC generators, of an output not exceeding 50W
850172|Electric generators; photovoltaic DC generators, of an output exceeding 50W
850180|Electric generators; (excluding generating sets), photovoltaic AC generators (alternators)
8502|Electric generating sets and rotary converters
850211|Electric generating sets; with compression-ignition internal combustion piston engines (diesel or semi-diesel engines), of an output not exceeding 75kVA
850212|Electric generating sets; with compression-ignition internal combustion piston engines (diesel or semi-diesel engines), of an output exceeding 75kVA but not exceeding 375kVA
850213|Electric generating sets; with compression-ignition internal combustion piston engines (diesel or semi-diesel engines), of an output exceeding 375kVA
850220|Electric generating sets; with spark-ignition internal combustion piston engines
850231|Electric generating sets; wind-powered, (excluding those with spark-ignition or compression-ignition internal combustion piston engines)
850239|Electric generating sets; (excluding those with spark-ignition or compression-ignition internal combustion piston engines), other than wind powered
850240|Electric rotary converters
8503|Electric motors and generators; parts suitable for use solely or principally with the machines of heading no. 8501 or 8502
850300|Electric motors and generators; parts suitable for use solely or principally with the machines of heading no. 8501 or 8502
8504|Electric transformers, static converters (e.g. rectifiers) and inductors
850410|Discharge lamps or tubes; ballasts therefor
850421|Electrical transformers; liquid dielectric, having a power handling capacity not exceeding 650kVA
850422|Electrical transformers; liquid dielectric, having a power handling capacity exceeding 650kVA but not exceeding 10,000kVA
850423|Electrical transformers; liquid dielectric, having a power handling capacity exceeding 10,000kVA
850431|Electrical transformers; n.e.c. in item no. 8504.2, having a power handling capacity not exceeding 1kVA
850432|Transformers; n.e.c. in item no. 8504.2, having a power handling capacity exceeding 1kVA but not exceeding 16kVA
850433|Transformers; n.e.c. in item no. 8504.2, having a power handling capacity exceeding 16kVA but not exceeding 500kVA
850434|Transformers; n.e.c. in item no. 8504.2, having a power handling capacity exceeding 500kVA
850440|Electrical static converters
850450|Electrical inductors; n.e.c. in heading no. 8504
850490|Electrical transformers, static converters and inductors; parts thereof
8505|Electro-magnets; permanent magnets, intended permanent magnets; electro-magnetic, permanent magnet chucks, clamps, similar; electromagnetic couplings, clutches, brakes; electro-magnetic lifting heads
850511|Magnets; permanent magnets and articles intended to become permanent magnets after magnetisation, of metal
850519|Magnets; permanent magnets and articles intended to become permanent magnets after magnetisation, other than of metal
850520|Magnets; electro-magnetic couplings, clutches and brakes
850590|Magnets; electro-magnets, holding devices and parts n.e.c. in heading no. 8505
8506|Cells and batteries; primary
850610|Cells and batteries; primary, manganese dioxide
850630|Cells and batteries; primary, mercuric oxide
850640|Cells and batteries; primary, silver oxide
850650|Cells and batteries; primary, lithium
850660|Cells and batteries; primary, air-zinc
850680|Cells and batteries; primary, (other than manganese dioxide, mercuric oxide, silver oxide, lithium or air-zinc)
850690|Cells and batteries; primary, parts thereof
8507|Electric accumulators, including separators therefor; whether or not rectangular (including square)
850710|Electric accumulators; lead-acid, of a kind used for starting piston engines, including separators, whether or not rectangular (including square)
850720|Electric accumulators; lead-acid, (other than for starting piston engines), including separators, whether or not rectangular (including square)
850730|Electric accumulators; nickel-cadmium, including separators, whether or not rectangular (including square)
850750|Electric accumulators; nickel-metal hydride, including separators, whether or not rectangular (including square)
850760|Electric accumulators; lithium-ion, including separators, whether or not rectangular (including square)
850780|Electric accumulators; other than lead-acid, nickel-cadmium, nickel-metal hydride and lithium-ion, including separators, whether or not rectangular (including square)
850790|Electric accumulators; parts n.e.c. in heading no. 8507
8508|Vacuum cleaners
850811|Vacuum cleaners, with self-contained electric motor, of a power not exceeding 1,500 W and having a dust bag or other receptacle capacity not exceeding 20L
850819|Vacuum cleaners, with self-contained electric motor, n.e.c. in item no. 8508.1
850860|Vacuum cleaners, other than with a self-contained electric motor
850870|Parts of vacuum cleaners
8509|Electro-mechanical domestic appliances; with self-contained electric motor, other than vacuum cleaners of heading 85.08.
850940|Electro-mechanical domestic appliances; food grinders and mixers, fruit or vegetable juice extractors, with self-contained electric motor
850980|Electro-mechanical domestic appliances; with self-contained electric motor, other than vacuum cleaners of heading 85.08, n.e.c. in heading no. 8509
850990|Electro-mechanical domestic appliances; parts for the appliances of heading no. 8509
8510|Shavers, hair clippers and hair removing appliances, with self-contained electric motor
851010|Shavers; with self-contained electric motor
851020|Hair clippers; with a self-contained electric motor
851030|Hair-removing appliances; with self-contained electric motor
851090|Shavers and hair clippers; parts of those with self-contained electric motor
8511|Ignition or starting equipment; used for spark-ignition or compression-ignition internal combustion engines; generators and cut outs used in conjunction with such engines
851110|Ignition or starting equipment; spark plugs, of a kind used for spark or compression-ignition internal combustion engines
851120|Ignition or starting equipment; ignition magnetos, magneto-dynamos and magnetic flywheels, of a kind used for spark or compression-ignition internal combustion engines
851130|Ignition or starting equipment; distributors and ignition coils of a kind used for spark-ignition or compression-ignition internal combustion engines
851140|Ignition or starting equipment; starter motors and dual purpose starter-generators, of a kind used for spark or compression-ignition internal combustion engines
851150|Ignition or starting equipment; generators n.e.c. in heading no. 8511, of a kind used for spark or compression-ignition internal combustion engines
851180|Ignition or starting equipment; n.e.c. in heading no. 8511, of a kind used for spark or compression-ignition internal combustion engines
851190|Ignition or starting equipment; parts of the equipment of heading no. 8511, for use in spark-ignition or compression-ignition internal combustion engines
8512|Lighting or visual signalling equipment (excluding articles of heading no. 8539), windscreen wipers, defrosters and demisters; electrical, of a kind used for cycles or motor vehicles
851210|Lighting or visual signalling equipment; electrical, of a kind used on bicycles, excluding articles of heading no. 8539
851220|Lighting or visual signalling equipment; electrical, of a kind used on motor vehicles (excluding articles of heading no. 8539)
851230|Sound signalling equipment; electrical, used on cycles or motor vehicles (excluding articles of heading no. 8539)
851240|Windscreen wipers, defrosters and demisters; electrical, of kinds used for cycles or motor vehicles
851290|Lighting or signalling equipment; electrical, (excluding articles of heading no. 8539), windscreen wipers, defrosters and demisters; parts, of those kinds used for cycles or motor vehicles
8513|Lamps; portable, electric, designed to function by their own source of energy (e.g. dry batteries, accumulators, magnetos), excluding lighting equipment of heading no. 8512
851310|Lamps; portable, electric, designed to function by their own source of energy (excluding lighting equipment of heading no. 8512)
851390|Lamps; parts of portable, electric lamps of heading no. 8513, designed to function by their own source of energy
8514|Industrial or laboratory electric furnaces and ovens (including those functioning by induction or dielectric loss); other industrial or laboratory equipment for the heat treatment of materials by induction or dielectric loss
851411|Furnaces and ovens; electric, for industrial or laboratory use, resistance heated; hot isostatic presses
851419|Furnaces and ovens; electric, for industrial or laboratory use, resistance heated; other than hot isostatic presses, for the manufacture of semiconductor devices on semiconductor wafers
851420|Furnaces and ovens; electric, for industrial or laboratory use, functioning by induction or dielectric loss
851431|Furnaces and ovens; electric, for industrial or laboratory use, other than those functioning by induction, dielectric loss or resistance heated, electron beam furnaces
851432|Furnaces and ovens; electric, for industrial or laboratory use, other than those functioning by induction, dielectric loss or resistance heated, plasma and vacuum arc furnaces
851439|Furnaces and ovens; electric, for industrial or laboratory use, other than those functioning by induction, dielectric loss or resistance heated, other than electron beam, plasma or vacuum arc furnaces
851440|Heating equipment; for the heat treatment of materials by induction or dielectric loss, industrial or laboratory, other than furnaces and ovens
851490|Furnaces, ovens and heating equipment; parts of the industrial or laboratory equipment of heading no. 8514
8515|Electric (electrically heated gas) soldering, brazing, welding machines and apparatus, capable or not of cutting, electric machines and apparatus for hot spraying of metals or sintered carbides
851511|Brazing or soldering machines and apparatus; soldering irons and guns, whether or not capable of cutting
851519|Brazing or soldering machines and apparatus; other than soldering irons and guns, whether or not capable of cutting
851521|Welding machines and apparatus; for resistance welding of metal, fully or partly automatic, whether or not capable of cutting
851529|Welding machines and apparatus; for resistance welding of metal, other than fully or partly automatic, whether or not capable of cutting
851531|Welding machines and apparatus; for arc (including plasma arc) welding of metals, fully or partly automatic, whether or not capable of cutting
851539|Welding machines and apparatus; for arc (including plasma arc) welding of metals, other than fully or partly automatic, whether or not capable of cutting
851580|Welding machines and apparatus; n.e.c. in heading no. 8515, whether or not capable of cutting
851590|Welding, brazing or soldering machines; parts of the machines of heading no. 8515
8516|Electric water, space, soil heaters; electro-thermic hair-dressing apparatus; hand dryers, irons; electro-thermic appliances for domestic purposes; electro heating resistors, not of heading no. 8545
851610|Heaters; electric, instantaneous or storage water and immersion heaters
851621|Heating apparatus; electric storage heating radiators
851629|Heating apparatus; electric soil heating apparatus and space heating apparatus (excluding storage heating radiators)
851631|Hair-dressing apparatus; electro-thermic hair dryers
851632|Hair-dressing apparatus; electro-thermic, other than hair dryers
851633|Hand-drying apparatus; electro-thermic
851640|Smoothing irons; electric
851650|Ovens; microwave, of a kind used for domestic purposes
851660|Ovens, cookers, cooking plates, boiling rings, grillers and roasters; of a kind used for domestic purposes (excluding microwaves)
851671|Electro-thermic appliances; coffee or tea makers, of a kind used for domestic purposes
851672|Electro-thermic appliances; toasters, of a kind used for domestic purposes
851679|Electro-thermic appliances; n.e.c. in heading no. 8516, used for domestic purposes
851680|Resistors; electric heating, other than those of heading no. 8545
851690|Electro-thermic appliances; parts, of heating resistors, of water, space and soil heaters, hair-dressing apparatus, hand dryers, smoothing irons and other domestic appliances of heading no. 8516
8517|Telephone sets, including smartphones and other telephones for cellular/wireless networks; other apparatus for the transmission or reception of voice, images or other data (including wired/wireless networks), excluding items of 8443, 8525, 8527, or 8528
851711|Line telephone sets with cordless handsets
851713|Telephone sets; smartphones for cellular or other wireless networks
851714|Telephone sets; other than smartphones, for cellular or other wireless networks
851718|Telephone sets n.e.c. in item no. 8517.1
851761|Base stations
851762|Communication apparatus (excluding telephone sets or base stations); machines for the reception, conversion and transmission or regeneration of voice, images or other data, including switching and routing apparatus
851769|Communication apparatus (excluding telephone sets or base stations); machines for the transmission or reception of voice, images or other data (including wired/wireless networks), n.e.c. in item no. 8517.6
851771|Communication apparatus; parts, aerials and aerial reflectors of all kinds, part suitable for use therewith
851779|Communication apparatus; parts, other than aerials and aerial reflectors of all kinds
8518|Microphones and their stands; loudspeakers, mounted or not in their enclosures; headphones and earphones, combined or not with a microphone, and sets of a microphone and one or more loudspeakers; audio-frequency and electric sound amplifiers and sets
851810|Microphones and stands therefor
851821|Loudspeakers; single, mounted in their enclosures
851822|Loudspeakers; multiple, mounted in the same enclosure
851829|Loudspeakers; not mounted in their enclosures
851830|Headphones and earphones, whether or not combined with a microphone, and sets consisting of a microphone and one or more loudspeakers
851840|Amplifiers; audio-frequency electric
851850|Amplifier sets; electric sound
851890|Microphones, headphones, earphones, amplifier equipment; parts of the equipment of heading no. 8518
8519|Sound recording or reproducing apparatus
851920|Sound recording or reproducing apparatus; operated by coins, banknotes, bank cards, tokens or by other means of payment
851930|Sound recording or reproducing apparatus; turntables (record-decks)
851981|Sound recording or reproducing apparatus; using magnetic, optical or semiconductor media, n.e.c. in item no 8519.20, 8519.30 or 8519.50
851989|Sound recording or reproducing apparatus; n.e.c. in heading no 8519
8521|Video recording or reproducing apparatus
852110|Video recording or reproducing apparatus; magnetic tape-type
852190|Video recording or reproducing apparatus; other than magnetic tape-type
8522|Sound or video recording apparatus; parts and accessories suitable for use solely or principally with the apparatus of heading 8519 or 8521
852210|Sound recording or reproducing apparatus; parts and accessories thereof, pick-up cartridges
852290|Sound or video recording or reproducing apparatus; parts and accessories thereof, other than pick-up cartridges
8523|Discs, tapes, solid-state non-volatile storage devices, smart cards and other media for the recording of sound or of other phenomena, whether or not recorded, including matrices and masters for the production of discs, excluding products of Chapter 37
852321|Magnetic media; cards incorporating a magnetic stripe, whether or not recorded, excluding products of Chapter 37
852329|Magnetic media; other than cards incorporating a magnetic stripe, whether or not recorded, excluding products of Chapter 37
852341|Optical media; unrecorded, excluding products of Chapter 37
852349|Optical media; recorded, excluding products of Chapter 37
852351|Semiconductor media; solid-state non-volatile storage devices, whether or not recorded, excluding products of Chapter 37
852352|Semiconductor media; smart cards, whether or not recorded, excluding products of Chapter 37
852359|Semiconductor media; other than smart cards, whether or not recorded, excluding products of Chapter 37
852380|Media n.e.c. in heading 8523, whether or not recorded, excluding products of Chapter 37
8524|Flat panel display modules, whether or not incorporating touch-sensitive screens
852411|Flat panel display modules, whether or not incorporating touch-sensitive screens; of liquid crystals, without drivers or control circuits
852412|Flat panel display modules, whether or not incorporating touch-sensitive screens; of organic light-emitting diodes (OLED), without drivers or control circuits
852419|Flat panel display modules, whether or not incorporating touch-sensitive screens; of other than liquid crystals or organic light-emitting diodes (OLED), without drivers or control circuits
852491|Flat panel display modules, whether or not incorporating touch-sensitive screens; of liquid crystals, with drivers or control circuits
852492|Flat panel display modules, whether or not incorporating touch-sensitive screens; of organic light-emitting diodes (OLED), with drivers or control circuits
852499|Flat panel display modules, whether or not incorporating touch-sensitive screens; of other than liquid crystals or organic light-emitting diodes (OLED), with drivers or control circuits
8525|Transmission apparatus for radio-broadcasting or television, whether or not incorporating reception apparatus or sound recording or reproducing apparatus; television cameras, digital cameras and video camera recorders
852550|Transmission apparatus for radio-broadcasting or television, whether or not incorporating sound recording or reproducing apparatus, not incorporating reception apparatus
852560|Transmission apparatus for radio-broadcasting or television, whether or not incorporating sound recording or reproducing apparatus, incorporating reception apparatus
852581|Television cameras, digital cameras and video camera recorders; high-speed goods as specified in subheading note 1 to this chapter
852582|Television cameras, digital cameras and video camera recorders; radiation-hardened or radiation-tolerant goods as specified in subheading note 2 to this chapter
852583|Television cameras, digital cameras and video camera recorders; night vision goods as specified in subheading note 3 to this chapter
852589|Television cameras; n.e.c. in item no 8525.8
8526|Radar apparatus, radio navigational aid apparatus and radio remote control apparatus
852610|Radar apparatus
852691|Radio navigational aid apparatus
852692|Radio remote control apparatus
8527|Reception apparatus for radio-broadcasting, whether or not combined, in the same housing, with sound recording or reproducing apparatus or a clock.
852712|Radio broadcast receivers capable of operating without an external power source; pocket-size radio cassette-players
852713|Radio broadcast receivers capable of operating without an external power source; apparatus (other than pocket-size radio cassette-players), combined with sound recording or reproducing apparatus
852719|Radio broadcast receivers capable of operating without an external power source; n.e.c. in item no. 8527.1
852721|Radio-broadcast receivers not capable of operating without an external source of power, of a kind used in motor vehicles; combined with sound recording or reproducing apparatus
852729|Radio-broadcast receivers not capable of operating without an external source of power, of a kind used in motor vehicles; not combined with sound recording or reproducing apparatus
852791|Radio-broadcast receivers n.e.c. in heading no. 8527; combined with sound recording or reproducing apparatus
852792|Radio-broadcast receivers n.e.c. in heading no. 8527; not combined with sound recording or reproducing apparatus but combined with a clock
852799|Radio-broadcast receivers n.e.c. in heading no. 8527; not combined with sound recording or reproducing apparatus and not combined with a clock
8528|Monitors and projectors, not incorporating television reception apparatus; reception apparatus for television, whether or not incorporating radio-broadcast receivers or sound or video recording or reproducing apparatus
852842|Monitors; cathode-ray tube, capable of directly connecting to and designed for use with an automatic data processing machine of heading 84.71
852849|Monitors; cathode-ray tube, n.e.c. in subheading 8528.42, whether or not colour
852852|Monitors; other than cathode-ray tube; capable of directly connecting to and designed for use with an automatic data processing machine of heading 84.71
852859|Monitors other than cathode-ray tube; n.e.c. in subheading 8528.52, whether or not colour
852862|Projectors; capable of directly connecting to and designed for use with an automatic data processing machine of heading 84.71
852869|Projectors; n.e.c. in subheading 8528.62, whether or not colour
852871|Reception apparatus for television, whether or not incorporating radio-broadcast receivers or sound or video recording or reproducing apparatus; not designed to incorporate a video display or screen
852872|Reception apparatus for television, whether or not incorporating radio-broadcast receivers or sound or video recording or reproducing apparatus; incorporating a colour video display or screen
852873|Reception apparatus for television, whether or not incorporating radio-broadcast receivers or sound or video recording or reproducing apparatus; incorporating a monochrome video display or screen
8529|Transmission apparatus; parts suitable for use solely or principally with the apparatus of heading no. 8524 to 8528
852910|Reception and transmission apparatus; aerials and aerial reflectors of all kinds and parts suitable for use therewith
852990|Reception and transmission apparatus; for use with the apparatus of heading no. 8524 to 8528, excluding aerials and aerial reflectors
8530|Signalling, safety or traffic control equipment; for railways, tramways, roads, inland waterways, parking facilities, port installations, airfields, excluding those of heading no. 8608
853010|Signalling, safety or traffic control equipment; for railways or tramways (excluding those of heading no. 8608)
853080|Signalling, safety or traffic control equipment; for roads, inland waterways, parking facilities, port installations or airfields (excluding those of heading no. 8608)
853090|Signalling apparatus; parts of safety, traffic control equipment for railways, tramways, roads, inland waterways, airfields, parking facilities, port instalments (excluding those of heading no. 8608)
8531|Signalling apparatus; electric sound or visual (e.g. bells, sirens, indicator panels, burglar or fire alarms), excluding those of heading no. 8512 or 8530
853110|Signalling apparatus; electric, sound or visual, burglar or fire alarms and similar, other than those of heading no. 8512 or 8530
853120|Signalling apparatus; electric, sound or visual, indicator panels incorporating liquid crystal devices (LCD) or light-emitting diodes (LED), excluding those of heading no. 8512 or 8530
853180|Signalling apparatus; electric, sound or visual, apparatus n.e.c. in heading no. 8531, excluding those of heading no. 8512 or 8530
853190|Signalling apparatus; parts of the electric, sound or visual apparatus of heading no. 8531
8532|Electrical capacitors; fixed, variable or adjustable (pre-set)
853210|Electrical capacitors; fixed, designed for use in 50/60 Hz circuits and having a reactive power handling capacity of not less than 0.5 kvar (power capacitors)
853221|Electrical capacitors; fixed, tantalum
853222|Electrical capacitors; fixed, aluminium electrolytic
853223|Electrical capacitors; fixed, ceramic dielectric, single layer
853224|Electrical capacitors; fixed, ceramic dielectric, multilayer
853225|Electrical capacitors; fixed, dielectric of paper or plastics
853229|Electrical capacitors; fixed, n.e.c. in heading no. 8532
853230|Electrical capacitors; variable or adjustable (pre-set) capacitors
853290|Electrical capacitors; parts of the capacitors of heading no. 8532
8533|Electrical resistors (including rheostats and potentiometers), excluding heating resistors
853310|Electrical resistors; fixed carbon resistors, composition or film types (including rheostats and potentiometers but excluding heating resistors)
853321|Electrical resistors; fixed, for a power handling capacity not exceeding 20W (including rheostats and potentiometers but excluding heating resistors and carbon resistors)
853329|Electrical resistors; fixed, for a power handling capacity exceeding 20W (including rheostats and potentiometers but excluding heating resistors and carbon resistors)
853331|Electrical resistors; wirewound variable, including rheostats and potentiometers, for a power handling capacity not exceeding 20W (excluding heating)
853339|Electrical resistors; wirewound variable, including rheostats and potentiometers, for a power handling capacity exceeding 20W (excluding heating)
853340|Electrical resistors; variable, including rheostats and potentiometers (excluding heating)
853390|Resistors; parts of the resistors of heading no. 8533
8534|Circuits; printed
853400|Circuits; printed
8535|Electrical apparatus for switching, protecting electrical circuits, for making connections to or in electrical circuits; for a voltage exceeding 1000 volts
853510|Electrical apparatus; fuses, for a voltage exceeding 1000 volts
853521|Electrical apparatus; automatic circuit breakers, for a voltage exceeding 1000 volts but less than 72.5kV
853529|Electrical apparatus; automatic circuit breakers, for a voltage of 72.5kV or more
853530|Electrical apparatus; isolating and make-and-break switches, for a voltage exceeding 1000 volts
853540|Electrical apparatus; lightning arresters, voltage limiters and surge suppressors (for a voltage exceeding 1000 volts)
853590|Electrical apparatus; n.e.c. in heading no. 8535, for switching or protecting electrical circuits, for a voltage exceeding 1000 volts
8536|Electrical apparatus for switching, protecting electrical circuits, for making connections to or in electrical circuits, for a voltage not exceeding 1000 volts; connectors for optical fibres, optical fibre bundles or cables
853610|Electrical apparatus; fuses, for a voltage not exceeding 1000 volts
853620|Electrical apparatus; automatic circuit breakers, for a voltage not exceeding 1000 volts
853630|Electrical apparatus; for protecting electrical circuits, n.e.c. in heading no. 8536, for a voltage not exceeding 1000 volts
853641|Electrical apparatus; relays, (for a voltage not exceeding 60 volts)
853649|Electrical apparatus; relays, for a voltage exceeding 60 volts
853650|Electrical apparatus; switches n.e.c. in heading no. 8536, for a voltage not exceeding 1000 volts
853661|Electrical apparatus; lamp-holders, for a voltage not exceeding 1000 volts
853669|Electrical apparatus; plugs and sockets, for a voltage not exceeding 1000 volts
853670|Connectors for optical fibres, optical fibre bundles or cables
853690|Electrical apparatus; n.e.c. in heading no. 8536, for switching or protecting electrical circuits, for a voltage not exceeding 1000 volts
8537|Boards, panels, consoles, desks, cabinets, bases with apparatus of heading no. 8535, 8536 for electricity control and distribution, (other than switching apparatus of heading no. 8517)
853710|Boards, panels, consoles, desks and other bases; for electric control or the distribution of electricity, (other than switching apparatus of heading no. 8517), for a voltage not exceeding 1000 volts
853720|Boards, panels, consoles, desks and other bases; for electric control or the distribution of electricity, (other than switching apparatus of heading no. 8517), for a voltage exceeding 1000 volts
8538|Electrical apparatus; parts suitable for use solely or principally with the apparatus of heading no. 8535, 8536 and 8537
853810|Electrical apparatus; parts (e.g. boards, panels, consoles, desks, cabinets, other bases), for goods of heading no. 8537, not equipped with their apparatus
853890|Electrical apparatus; parts suitable for use solely or principally with the apparatus of heading no. 8535, 8536 or 8537
8539|Lamps; electric filament or discharge lamps, including sealed beam lamp units and ultra-violet or infra-red lamps, arc lamps, light-emitting diode (LED) light sources
853910|Lamps; sealed beam units
853921|Lamps; filament, (excluding ultra-violet or infra-red), tungsten halogen
853922|Lamps; filament, (excluding ultra-violet or infra-red), of a power not exceeding 200W and for a voltage exceeding 100 volts, other than tungsten halogen
853929|Lamps; filament, (excluding ultra-violet or infra-red), n.e.c. in item no. 8539.2
853931|Lamps; discharge, (excluding ultra-violet), fluorescent, hot cathode
853932|Lamps; discharge, (excluding ultra-violet), mercury or sodium vapour lamps, metal halide lamps
853939|Lamps; discharge, (excluding ultra-violet, excluding fluorescent, hot cathode)
853941|Lamps; arc-lamps
853949|Lamps; ultra-violet or infra-red lamps, (excluding arc-lamps)
853951|Lamps; light-emitting diode (LED) light sources, light-emitting diode (LED) modules
853952|Lamps; light-emitting diode (LED) light sources, light-emitting diode (LED) lamps
853990|Lamps; parts of the lamps of heading no. 8539
8540|Thermionic, cold cathode or photo-cathode valves and tubes (e.g. vacuum, vapour, gas filled valves and tubes, mercury arc rectifying valves and tubes, cathode-ray and television camera tubes)
854011|Tubes; cathode-ray television picture tubes, including video monitor cathode-ray tubes, colour
854012|Tubes; cathode-ray television picture tubes, including video monitor cathode-ray tubes, monochrome
854020|Tubes; television camera tubes, image converters and intensifiers, other photo-cathode tubes
854040|Tubes; data/graphic display tubes, monochrome; data/graphic display tubes, colour, with a phosphor dot screen pitch smaller than 0.4mm
854060|Tubes; cathode ray, n.e.c. in heading no. 8540
854071|Tubes; microwave, magnetrons, excluding grid-controlled tubes
854079|Tubes; microwave (for example klystrons, travelling wave tubes, carlinotrons), excluding magnetrons and grid-controlled tubes
854081|Valves and tubes; receiver or amplifier
854089|Valves and tubes; n.e.c. in heading no. 8540
854091|Tubes; parts of cathode-ray tubes
854099|Valves and tubes; parts of the valves and tubes of heading no. 8540, excluding parts of cathode-ray tubes
8541|Semiconductor devices (e.g. diodes, transistors, semiconductor based transducers); including photovoltaic cells assembled or not in modules or panels, light-emitting diodes (LED) assembled with other LEDs or not, mounted piezo-electric crystals
854110|Electrical apparatus; diodes, other than photosensitive or light-emitting diodes (LED)
854121|Electrical apparatus; transistors, (other than photosensitive), with a dissipation rate of less than 1W
854129|Electrical apparatus; transistors, (other than photosensitive), with a dissipation rate of 1W or more
854130|Electrical apparatus; thyristors, diacs and triacs, other than photosensitive devices
854141|Electrical apparatus; photosensitive semiconductor devices, light emitting diodes (LED)
854142|Electrical apparatus; photosensitive semiconductor devices, photovoltaic cells not assembled in modules or made up into panels
854143|Electrical apparatus; photosensitive semiconductor devices, photovoltaic cells assembled in modules or made up into panels
854149|Electrical apparatus; photosensitive semiconductor devices, diodes other than light emitting diodes and photovoltaic cells whether or not assembled in modules or made up into panels
854151|Electrical apparatus; photosensitive semiconductor devices, semiconductor-based transducers
854159|Electrical apparatus; photosensitive semiconductor devices n.e.c. in heading no. 8541
854160|Crystals; mounted piezo-electric
854190|Electrical apparatus; parts for diodes, transistors and similar semiconductor devices and photosensitive semiconductor devices
8542|Electronic integrated circuits
854231|Electronic integrated circuits; processors and controllers, whether or not combined with memories, converters, logic circuits, amplifiers, clock and timing circuits, or other circuits
854232|Electronic integrated circuits; memories
854233|Electronic integrated circuits; amplifiers
854239|Electronic integrated circuits; n.e.c. in heading no. 8542
854290|Parts of electronic integrated circuits
8543|Electrical machines and apparatus; having individual functions, not specified or included elsewhere in this chapter
854310|Electrical machines and apparatus; particle accelerators
854320|Electrical machines and apparatus; signal generators
854330|Electrical machines and apparatus; for electroplating, electrolysis or electrophoresis
854340|Electrical machines and apparatus; electronic cigarettes and similar personal electric vaporising devices
854370|Electrical machines and apparatus; having individual functions, not specified or included elsewhere in this chapter, n.e.c. in heading no. 8543
854390|Electrical machines and apparatus; parts of the electrical goods of heading no. 8543
8544|Insulated wire, cable and other electric conductors, connector fitted or not; optical fibre cables of individually sheathed fibres, whether or not assembled with electric conductors or fitted with connectors
854411|Insulated electric conductors; winding wire, of copper
854419|Insulated electric conductors; winding wire, (of other than copper)
854420|Insulated electric conductors; co-axial cable and other co-axial electric conductors
854430|Insulated electric conductors; ignition wiring sets and other wiring sets of a kind used in vehicles, aircraft or ships
854442|Insulated electric conductors; for a voltage not exceeding 1000 volts, fitted with connectors
854449|Insulated electric conductors; for a voltage not exceeding 1000 volts, not fitted with connectors
854460|Insulated electric conductors; for a voltage exceeding 1000 volts
854470|Insulated electric conductors; optical fibre cables
8545|Carbon electrodes, carbon brushes, lamp carbons, battery carbons and other articles of graphite or other carbon; with or without metal, of a kind used for electrical purposes
854511|Carbon electrodes; with or without metal, of a kind used for furnaces
854519|Carbon electrodes; with or without metal, of a kind used for other than furnaces
854520|Carbon brushes; with or without metal, used for electrical purposes
854590|Carbon; lamp carbons, battery carbons and other articles of graphite or other carbon, with or without metal, of a kind used for electrical purposes
8546|Electrical insulators of any material
854610|Electrical insulators; of glass
854620|Electrical insulators; of ceramics
854690|Electrical insulators; other than of glass and ceramics
8547|Insulating fittings; for electrical machines, appliances, equipment, excluding insulators of heading no. 8546, electrical conduit tubing and joints therefore
854710|Insulating fittings; of ceramics, for electrical machines, of insulating material only (except minor assembly parts), excluding those of heading no. 8546
854720|Insulating fittings; of plastics, for electrical machines, of insulating material only (except minor assembly parts), excluding those of heading no. 8546
854790|Insulating fittings; (other than of ceramics or plastics), for electrical machines, appliances and equipment, excluding insulators of heading no. 8546
8548|Electrical parts of machinery or apparatus; not specified or elsewhere included in this chapter
854800|Electrical parts of machinery or apparatus; not specified or elsewhere included in this chapter
8549|Electrical and electronic waste and scrap
854911|Waste and scrap of lead-acid accumulators; spent lead-acid accumulators
854912|Waste and scrap; of primary cells, primary batteries and electric accumulators, spent or not, containing lead, cadmium or mercury, other than lead-acid accumulators
854913|Waste and scrap; of primary cells, primary batteries and electric accumulators, spent or not, sorted by chemical type and not containing lead, cadmium or mercury
854914|Waste and scrap; of primary cells, primary batteries and electric accumulators, spent or not, unsorted and not containing lead, cadmium or mercury
854919|Waste and scrap; of primary cells, primary batteries and electric accumulators, n.e.c. in item no 8549.1
854921|Electrical and electronic waste and scrap; of a kind used principally for the recovery of precious metal, containing primary cells and batteries, electric accumulators, mercury-switches, glass from cathode ray tubes or other activated glass, or electrical
854929|Waste and scrap; of a kind used principally for the recovery of precious metal n.e.c. in item no 8549.21
854931|Electrical and electronic waste and scrap; electrical and electronic assemblies and printed circuit boards, other than those used principally for the recovery of precious metal, containing primary cells and batteries, electric accumulators, mercury-switch
854939|Waste and scrap; electrical and electronic assemblies and printed circuit boards, other than those used principally for the recovery of precious metal n.e.c. in item no 8549.31
854991|Waste and scrap; n.e.c. in heading no 8549
854999|Waste and scrap; n.e.c. in item no 8549.91`;
