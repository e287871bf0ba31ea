/** Harmonized System nomenclature, section XVIII: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_18 = `90|Optical, photographic, cinematographic, measuring, checking, medical or surgical instruments and apparatus; parts and accessories
9001|Optical fibres and optical fibre bundles; optical fibre cables not of heading no. 8544; sheets, plates of polarising material; lenses, prisms, mirrors, of any material; unmounted; not non optical glass
900110|Optical fibres, optical fibre bundles and cables; excluding those of heading no. 8544
900120|Optical elements; polarising material, sheets and plates thereof
900130|Lenses, contact; unmounted, of any material, excluding elements of glass not optically worked
900140|Lenses, spectacle; unmounted, of glass, excluding elements of glass not optically worked
900150|Lenses, spectacle; unmounted, of materials other than glass
900190|Optical elements; lenses n.e.c. in heading no. 9001, prisms, mirrors and other optical elements, unmounted, of any material (excluding elements of glass not optically worked)
9002|Lenses, prisms, mirrors and other optical elements, of any material, mounted, being parts or fittings for instruments or apparatus, other than such elements of glass not optically worked
900211|Lenses; objective, for cameras, projectors or photographic enlargers or reducers, mounted, being parts or fittings for instruments or apparatus, of any material (excluding glass not optically worked)
900219|Lenses; objective, (other than for cameras, projectors or photographic enlargers or reducers), mounted, of any material (excluding elements of glass not optically worked)
900220|Filters; mounted as parts or fittings for instruments or apparatus, of any material (excluding elements of glass not optically worked)
900290|Optical elements; n.e.c. in heading no. 9002 (e.g. prisms and mirrors), mounted, being parts or fittings for instruments or apparatus, of any material (excluding elements of glass not optically worked)
9003|Frames and mountings; for spectacles, goggles or the like, and parts
900311|Frames and mountings; for spectacles, goggles or the like, of plastics
900319|Frames and mountings; for spectacles, goggles or the like, of materials other than plastics
900390|Frames and mountings; parts for spectacles, goggles or the like
9004|Spectacles, goggles and the like; corrective, protective or other
900410|Sunglasses; corrective, protective or other
900490|Spectacles, goggles and the like; (other than sunglasses) corrective, protective or other
9005|Binoculars, monoculars, other optical telescopes, mountings therefore; other astronomical instruments, mountings therefore, but not including instruments for radio-astronomy
900510|Binoculars
900580|Monoculars; other optical telescopes and astronomical instruments, excluding instruments for radio-astronomy
900590|Binoculars, monoculars, other optical telescopes, astronomical instruments (excluding those of radio-astronomy); parts and accessories (including mountings)
9006|Cameras, photographic (excluding cinematographic); photographic flashlight apparatus and flashbulbs other than discharge lamps of heading no. 8539
900630|Cameras, photographic (excluding cinematographic); specially designed for underwater use, aerial survey, medical or surgical examination of internal organs; comparison cameras for forensic or criminological use
900640|Cameras, photographic (excluding cinematographic); instant print cameras
900653|Cameras, photographic (excluding cinematographic), for roll film of a width of 35mm
900659|Cameras, photographic (excluding cinematographic); n.e.c. in heading no 9006
900661|Photographic flashlight apparatus; discharge lamp (electronic)
900669|Photographic flashlight apparatus; n.e.c. in heading no. 9006
900691|Cameras, photographic (excluding cinematographic); parts and accessories
900699|Photographic flashlight apparatus; parts and accessories, for other than cameras
9007|Cinematographic cameras and projectors, whether or not incorporating sound recording or reproducing apparatus
900710|Cameras, cinematographic; whether or not incorporating sound recording apparatus
900720|Projectors, cinematographic; whether or not incorporating sound recording or reproducing apparatus
900791|Cameras, cinematographic; parts and accessories, whether or not incorporating sound recording apparatus
900792|Projectors, cinematographic; parts and accessories, whether or not incorporating sound reproducing apparatus
9008|Image projectors, other than cinematographic; photographic (other than cinematographic) enlargers and reducers
900850|Image projectors, photographic enlargers and reducers, excluding cinematographic
900890|Photographic (other than cinematographic) image projectors, enlargers, and reducers; parts and accessories
9010|Photographic (including cinematographic) laboratory apparatus and equipment, n.e.c. in chapter 90; negatoscopes; projection screens
901010|Photographic laboratory apparatus and equipment; for automatically developing photographic (including cinematographic) film or paper in rolls or for automatically exposing developed film to rolls of paper
901050|Photographic laboratory apparatus and equipment; n.e.c. in item no. 9010.10, for photographic (including cinematographic) laboratories; negatoscopes
901060|Photographic laboratory apparatus and equipment (including cinematographic); projection screens
901090|Photographic laboratory apparatus and equipment (including cinematographic); parts and accessories
9011|Microscopes, compound optical; including those for photomicrography, cinephotomicrography or microprojection
901110|Microscopes, compound optical; stereoscopic microscopes
901120|Microscopes, compound optical; for photomicrography, cinephotomicrography or microprojection
901180|Microscopes, compound optical; (other than stereoscopic and microscopes for photomicrography, cinephotomicrography or microprojection)
901190|Microscopes, compound optical; parts and accessories (including those for photomicrography, cinephotomicrography or microprojection)
9012|Microscopes (excluding optical microscopes); diffraction apparatus
901210|Microscopes (excluding optical microscopes); diffraction apparatus
901290|Microscopes (excluding optical microscopes); diffraction apparatus; parts and accessories
9013|Lasers, other than laser diodes; other optical appliances and instruments n.e.c. in this chapter
901310|Optical appliances and instruments; telescopic sights for fitting to arms; periscopes; telescopes designed to form parts of machines, appliances, instruments or apparatus of this chapter
901320|Lasers; other than laser diodes
901380|Optical devices, appliances and instruments; n.e.c. in heading no. 9013
901390|Optical appliances and instruments; parts and accessories for articles of heading no. 9013
9014|Navigational instruments and appliances; direction finding compasses
901410|Navigational instruments and appliances; direction finding compasses
901420|Navigational instruments and appliances; for aeronautical or space navigation (excluding compasses)
901480|Navigational instruments and appliances; for navigation other than aeronautical or space navigation (excluding direction finding compasses)
901490|Navigational instruments and appliances; parts and accessories
9015|Surveying (including photogrammetrical surveying), hydrographic, oceanographic, hydrological, meteorological or geophysical instruments and appliances, excluding compasses, rangefinders
901510|Rangefinders
901520|Surveying equipment; theodolites and tachymeters (tacheometers)
901530|Surveying equipment; levels
901540|Surveying equipment; photogrammetrical surveying instruments and appliances
901580|Surveying equipment; articles n.e.c. in heading no. 9015, including hydrographic, oceanographic, hydrological, meteorological or geophysical instruments and appliances (excluding compasses)
901590|Surveying equipment; parts and accessories for articles of heading no. 9015
9016|Balances; of a sensitivity of 5cg or better, with or without weights
901600|Balances; of a sensitivity of 5cg or better, with or without weights
9017|Drawing, marking-out, mathematical calculating instruments (drafting machines, protractors, drawing sets etc); instruments for measuring length (e.g. measuring rods, tapes, micrometers, callipers) n.e.c.
901710|Drafting tables and machines; whether or not automatic
901720|Drawing, marking-out or mathematical calculating instruments
901730|Mathematical equipment; micrometers, callipers and gauges
901780|Mathematical instruments and equipment; n.e.c. in heading no. 9017
901790|Drawing, marking-out equipment and mathematical instruments; parts and accessories
9018|Instruments and appliances used in medical, surgical, dental or veterinary sciences, including scintigraphic apparatus, other electro-medical apparatus and sight testing instruments
901811|Medical, surgical instruments and appliances; electro-cardiographs
901812|Medical, surgical instruments and appliances; ultrasonic scanning apparatus
901813|Medical, surgical instruments and appliances; magnetic resonance imaging apparatus
901814|Medical, surgical instruments and appliances; scintigraphic apparatus
901819|Medical, surgical instruments and appliances; electro-diagnostic apparatus (including apparatus for functional exploratory examination or for checking physiological parameters), n.e.c. in item no. 9018.1
901820|Medical, surgical instruments and appliances; ultra-violet or infra-red ray apparatus
901831|Medical, surgical instruments and appliances; syringes, with or without needles
901832|Medical, surgical instruments and appliances; tubular metal needles and needles for sutures
901839|Medical, surgical instruments and appliances; catheters, cannulae and the like
901841|Dental instruments and appliances; dental drill engines, whether or not combined on a single base with other dental equipment
901849|Dental instruments and appliances; other than dental drill engines
901850|Ophthalmic instruments and appliances
901890|Medical, surgical or dental instruments and appliances; n.e.c. in heading no. 9018
9019|Mechano-therapy, massage appliances; psychological aptitude testing apparatus; ozone, oxygen, aerosol therapy, artificial respiration or other therapeutic respiration apparatus
901910|Mechano-therapy appliances; massage apparatus and psychological aptitude-testing apparatus
901920|Therapeutic respiration apparatus; ozone, oxygen, aerosol therapy apparatus; artificial respiration or other therapeutic respiration apparatus
9020|Breathing appliances and gas masks; excluding protective masks having neither mechanical parts nor replaceable filters and excluding apparatus of item no. 9019.20
902000|Breathing appliances and gas masks; excluding protective masks having neither mechanical parts nor replaceable filters and excluding apparatus of item no. 9019.20
9021|Orthopaedic appliances; including crutches, surgical belts and trusses; splints and other fracture appliances; artificial parts of the body; hearing aids and other which are worn, carried or implanted in the body to compensate for a defect or disability
902110|Orthopaedic or fracture appliances
902121|Dental fittings; artificial teeth
902129|Dental fittings; other than artificial teeth
902131|Artificial parts of the body
902139|Artificial parts of the body; excluding artificial joints
902140|Hearing aids (excluding parts and accessories)
902150|Pacemakers; for stimulating heart muscles (excluding parts and accessories)
902190|Appliances; worn, carried or implanted in the body, to compensate for a defect or disability
9022|Apparatus based on the use of x-rays or of alpha, beta, gamma or other ionising radiations, whether or not for medical, surgical, dental or veterinary uses, including radiography or radiotherapy apparatus, x-ray tubes and other x-ray generators, high tens
902212|Apparatus based on the use of x-rays; including radiography or radiotherapy apparatus, whether or not for medical, surgical, dental or veterinary uses, computed tomography apparatus
902213|Apparatus based on the use of x-rays; including radiography or radiotherapy apparatus, for dental uses, excluding computed tomography apparatus
902214|Apparatus based on the use of x-rays; including radiography or radiotherapy apparatus, for medical, surgical or veterinary uses, not dental uses, excluding computed tomography apparatus
902219|Apparatus based on the use of x-rays, including radiography or radiotherapy apparatus; for other than medical, surgical, dental or veterinary uses
902221|Apparatus based on the use of alpha, beta, gamma or other ionising radiations, including radiography or radiotherapy apparatus; for medical, surgical, dental or veterinary uses
902229|Apparatus based on the use of alpha, beta, gamma or other ionising radiations, including radiography or radiotherapy apparatus; (for other than medical, surgical, dental or veterinary uses)
902230|X-ray tubes
902290|Apparatus based on use of x-rays and similar; parts and accessories (x-ray generators, tubes, high tension generators, control panels and desks, screens, examination or treatment tables, chairs and like
9023|Instruments, apparatus and models, designed for demonstrational purposes (in education or exhibitions), unsuitable for other uses
902300|Instruments, apparatus and models; designed for demonstrational purposes (in education or exhibitions), unsuitable for other uses
9024|Machines and appliances for testing the hardness, strength, compressibility, elasticity of other mechanical properties of materials (e.g. metals, wood, textiles, paper, plastics)
902410|Machines and appliances; for testing the hardness, strength, compressibility, elasticity or other mechanical properties of metals
902480|Machines and appliances; for testing the hardness, strength, compressibility, elasticity or other mechanical properties of materials other than metals
902490|Machines and appliances; parts and accessories for those testing hardness, strength, compressibility, elasticity or other mechanical properties of materials (e.g. metal, wood, textiles, paper, plastics)
9025|Hydrometers and similar floating instruments, thermometers, pyrometers, barometers, hygrometers and psychrometers, recording or not
902511|Thermometers and pyrometers; liquid filled, for direct reading, not combined with other instruments
902519|Thermometers and pyrometers; (other than liquid filled, for direct reading), not combined with other instruments
902580|Hydrometers and similar floating instruments, barometers, hygrometers, psychrometers, thermometers, pyrometers; recording or not, any combination of these instruments (excluding thermometers and barometers not combined with other instruments)
902590|Hydrometers and similar floating instruments, barometers, hygrometers, psychrometers, thermometers, pyrometers; recording or not, any combination of these instruments, parts and accessories
9026|Instruments, apparatus for measuring or checking the flow, level, pressure of liquids, gases (e.g. flow meters, heat meters etc), not instruments and apparatus of heading no. 9014, 9015, 9028 or 9032
902610|Instruments and apparatus; for measuring or checking the flow or level of liquids
902620|Instruments and apparatus; for measuring or checking pressure
902680|Instruments and apparatus; for measuring or checking variables of liquids or gases (excluding pressure or the flow and level of liquids and those of heading no. 9014, 9015, 9028 and 9032)
902690|Instruments and apparatus; parts and accessories for those measuring or checking the flow, level, pressure or other variables of liquids or gases (excluding those of heading no. 9014, 9015, 9028 or 9032)
9027|Instruments and apparatus; for physical or chemical analysis (e.g. polarimeters, spectrometers), for measuring or checking viscosity, porosity, etc, for measuring quantities of heat, sound or light
902710|Instruments and apparatus; gas or smoke analysis apparatus, for physical or chemical analysis
902720|Chromatographs and electrophoresis instruments
902730|Spectrometers, spectrophotometers and spectrographs; using optical radiations (UV, visible, IR)
902750|Instruments and apparatus; using optical radiations (UV, visible, IR), (other than spectrometers, spectrophotometers and spectrographs)
902781|Instruments and apparatus; for physical or chemical analysis, for measuring or checking viscosity, porosity, expansion, surface tension or quantities of heat, sound or light, mass spectrometers
902789|Instruments and apparatus; for physical or chemical analysis, for measuring or checking viscosity, porosity, expansion, surface tension or quantities of heat, sound or light, exposure meters
902790|Microtomes and parts and accessories thereof
9028|Gas, liquid or electricity supply or production meters, including calibrating meters therefor
902810|Meters; gas, supply or production meters, including calibrating meters thereof
902820|Meters; liquid supply or production meters, including calibrating meters thereof
902830|Meters; electricity supply or production meters, including calibrating meters thereof
902890|Meters; parts and accessories of gas, liquid, electricity supply or production meters, including calibrating meters thereof
9029|Revolution counter, production counters, taximeters, mileometers, pedometers and the like, speed indicators and tachometers, other than those of heading no. 9015, stroboscopes
902910|Meters and counters; revolution counters, production counters, taximeters, mileometers, pedometers and the like
902920|Meters; speed indicators and tachometers; stroboscopes
902990|Meters and counters; parts and accessories for revolution and production counters, taximeters, mileometers, pedometers and the like; speed indicators, tachometers (excluding heading no. 9015), stroboscopes
9030|Instruments, apparatus for measuring, checking electrical quantities not meters of heading no. 9028; instruments, apparatus for measuring or detecting alpha, beta, gamma, x-ray, cosmic and other radiations
903010|Instruments and apparatus; for measuring or detecting ionising radiations
903020|Oscilloscopes and oscillographs
903031|Multimeters; for measuring or checking voltage, current, resistance or power (other than those for measuring or checking semiconductor wafer or devices), without a recording device
903032|Multimeters; for measuring or checking voltage, current, resistance or power, with a recording device
903033|Instruments and apparatus; for measuring or checking voltage, current, resistance or power, without a recording device (excluding multimeters)
903039|Instruments and apparatus; for measuring or checking voltage, current, resistance or power, with a recording device (excluding multimeters)
903040|Instruments and apparatus; specially designed for telecommunications (e.g. cross-talk meters, gain measuring instruments, distortion factor meters, psophometers)
903082|Instruments and apparatus; for measuring or checking semiconductor wafers or devices (including integrated circuits)
903084|Instruments and apparatus; n.e.c. in heading no. 9030, with a recording device
903089|Instruments and apparatus; n.e.c. in heading no. 9030, without a recording device
903090|Instruments, apparatus for measuring, checking electrical quantities, not meters of heading no. 9028; parts and accessories, for measuring or detecting alpha, beta, gamma, x-ray, cosmic and other radiations
9031|Measuring or checking instruments, appliances and machines, n.e.c. or included in this chapter; profile projectors
903110|Machines; for balancing mechanical parts
903120|Test benches
903141|Optical instruments and appliances; for inspecting semiconductor wafers or devices or for inspecting photomasks or reticles used in manufacturing semiconductor devices, n.e.c. in chapter 90
903149|Optical instruments and appliances; for measuring or checking, n.e.c. in chapter 90
903180|Instruments, appliances and machines; for measuring or checking n.e.c. in chapter 90
903190|Instruments, appliances and machines; parts and accessories for those measuring or checking devices of heading no. 9031
9032|Regulating or controlling instruments and apparatus; automatic type
903210|Regulating or controlling instruments and apparatus; automatic type, thermostats
903220|Regulating or controlling instruments and apparatus; automatic, manostats
903281|Regulating or controlling instruments and apparatus; automatic, hydraulic or pneumatic
903289|Regulating or controlling instruments and apparatus; automatic, other than hydraulic or pneumatic
903290|Regulating or controlling instruments and apparatus; automatic, parts and accessories
9033|Machines and appliances, instruments or apparatus of chapter 90; parts and accessories n.e.c. in chapter 90
903300|Machines and appliances, instruments or apparatus of chapter 90; parts and accessories n.e.c. in chapter 90
91|Clocks and watches and parts thereof
9101|Wrist-watches, pocket-watches, stop-watches and other watches; with case of precious metal or of metal clad with precious metal
910111|Wrist-watches; electrically operated, with or without a stop-watch, with case of precious metal or of metal clad with precious metal, with mechanical display only
910119|Wrist-watches; electrically operated, with or without a stop-watch, with case of precious metal or metal clad with precious metal, without mechanical display
910121|Wrist-watches; (not electrically operated), automatic winding, whether or not incorporating a stop-watch facility, case of precious metal or of metal clad with precious metal
910129|Wrist-watches; (not electrically operated), (not automatic winding), whether or not incorporating a stop-watch facility, case of precious metal or of metal clad with precious metal
910191|Pocket-watches and other watches, including stop-watches; (excluding wrist-watches), with case of precious metal or of metal clad with precious metal, electrically operated
910199|Pocket-watches and other watches, including stop-watches; (excluding wrist-watches), with case of precious metal or of metal clad with precious metal, not electrically operated
9102|Wrist-watches, pocket-watches, stop-watches and other watches, other than those of heading no. 9101
910211|Wrist-watches; electrically operated, with or without a stop-watch, (other than those of heading no. 9101) with mechanical display only
910212|Wrist-watches; electrically operated, with or without a stop-watch, (other than those of heading no. 9101) with opto-electronic display only
910219|Wrist-watches; electrically operated, with or without a stop-watch, (other than those of heading no. 9101) without mechanical or opto-electronic display
910221|Wrist-watches; whether or not incorporating a stop-watch facility, with automatic winding
910229|Wrist-watches; whether or not incorporating a stop-watch facility, with other than automatic winding
910291|Pocket watches and other watches, including stop-watches; (excluding wrist-watches), other than those of heading no. 9101, electrically operated
910299|Pocket watches and other watches, including stop-watches; (excluding wrist-watches), other than those of heading no. 9101, other than electrically operated
9103|Clocks; with watch movements, excluding clocks of heading no. 9104
910310|Clocks; with watch movements, electrically operated, excluding clocks of heading no. 9104
910390|Clocks; with watch movements, other than electrically operated, excluding clocks of heading no. 9104
9104|Instrument panel clocks and clocks of a similar type for vehicles, aircraft, spacecraft or vessels
910400|Clocks; instrument panel clocks and clocks of a similar type for vehicles, aircraft, spacecraft or vessels
9105|Clocks, other, n.e.c.
910511|Clocks; (excluding those with watch movements and instrument panel clocks), alarm clocks, electrically operated
910519|Clocks; (excluding those with watch movements and instrument panel clocks), alarm clocks, other than electrically operated
910521|Clocks; (excluding those with watch movements and instrument panel clocks), wall clocks, electrically operated
910529|Clocks; (excluding those with watch movements and instrument panel clocks), wall clocks, other than electrically operated
910591|Clocks; (excluding those with watch movements and instrument panel clocks), (other than alarm or wall clocks), electrically operated
910599|Clocks; (excluding those with watch movements and instrument panel clocks), other than alarm or wall clocks, other than electrically operated
9106|Time of day recording apparatus and apparatus for measuring, recording or otherwise indicating intervals of time, with clock, watch movement or synchronous motor
910610|Time recording apparatus; time-registers, time recorders, with clock, watch movement or synchronous motor
910690|Time recording apparatus; with clock or watch movement or with synchronous motor, n.e.c. in heading no. 9106
9107|Time switches; with clock, watch movement or synchronous motor
910700|Time switches; with clock, watch movement or synchronous motor
9108|Watch movements; complete and assembled
910811|Watch movements; complete and assembled, electrically operated, with mechanical display only or with a device to which a mechanical display can be incorporated
910812|Watch movements; complete and assembled, electrically operated, by means of solar cells, with opto-electronic display
910819|Watch movements; complete and assembled, electrically operated, by means of solar cells, without mechanical display or device including such or opto-electronic display
910820|Watch movements; complete and assembled, with automatic winding
910890|Watch movements; complete and assembled, not automatic winding or electrically operated
9109|Clock movements; complete and assembled
910910|Clock movements; complete and assembled, electrically operated
910990|Clock movements; complete and assembled, other than electrically operated
9110|Watch or clock movements, complete, unassembled or partly assembled (movement sets); incomplete watch or clock movements, assembled; rough watch or clock movements
911011|Watches; complete movements, unassembled or partly assembled (movement sets)
911012|Watches; incomplete movements, assembled
911019|Watches; rough movements
911090|Clocks; movements, whether or not complete, incomplete, assembled or unassembled
9111|Watch cases and parts thereof
911110|Watch cases; of precious metal or of metal clad with precious metal
911120|Watch cases; of base metal, whether or not gold-plated or silver-plated
911180|Watch cases; n.e.c. in heading no. 9111
911190|Watch cases and parts thereof
9112|Clock cases and cases of a similar type for other goods of this chapter and parts thereof
911220|Clock cases and similar cases for other goods of chapter 91; other than watch cases
911290|Clock cases and similar cases for other goods of chapter 91; other than watch cases, parts thereof
9113|Watch straps, watch bands, watch bracelets and parts thereof
911310|Watch straps, watch bands, watch bracelets, and parts thereof; of precious metal or of metal clad with precious metal
911320|Watch straps, watch bands, watch bracelets, and parts thereof; of base metal, whether or not gold- or silver-plated
911390|Watch straps, watch bands, watch bracelets, and parts thereof; n.e.c. in heading no. 9113
9114|Clock or watch parts; n.e.c. in chapter 91
911430|Clock or watch parts; dials
911440|Clock or watch parts; plates and bridges
911490|Clock or watch parts; other than springs (including hair-springs), dials, plates, and bridges
92|Musical instruments; parts and accessories of such articles
9201|Pianos; including automatic pianos, harpsichords and other keyboard stringed instruments
920110|Musical instruments; pianos, upright, including automatic pianos
920120|Musical instruments; pianos, grand
920190|Musical instruments; harpsichords and other keyboard stringed instruments n.e.c. in heading no. 9201
9202|Musical instruments; string, n.e.c. in heading no. 9201, (e.g. guitars, violins, harps)
920210|Musical instruments; string, played with a bow (e.g. violins)
920290|Musical instruments; string, played other than with a bow (e.g. guitars and harps)
9205|Musical instruments; wind (e.g. keyboard pipe organs, accordions, clarinets, trumpets, bagpipes), other than fairground organs and mechanical street organs
920510|Musical instruments; brass-wind (e.g. trumpets), other than fairground organs and mechanical street organs
920590|Musical instruments; wind, other than brass, (eg. clarinet, bagpipes, pipe organs), other than fairground organs and mechanical street organs
9206|Musical instruments; percussion (e.g. drums, xylophones, cymbals, castanets, maracas)
920600|Musical instruments; percussion (e.g. drums, xylophones, cymbals, castanets, maracas)
9207|Musical instruments; the sound of which is produced or must be amplified, electrically (e.g. organs, guitars, accordions)
920710|Musical instruments; keyboard, (other than accordions), the sound of which is produced or must be amplified electrically
920790|Musical instruments; (other than keyboard), the sound of which is produced or must be amplified electrically
9208|Musical boxes, fairground and mechanical street organs, mechanical singing birds, musical saws and musical instruments n.e.c. in chapter 92; decoy calls of all kinds; whistles; call horns and other mouth-blown sound signalling instruments
920810|Musical boxes
920890|Fairground and mechanical street organs, mechanical singing birds, musical saws and musical instruments n.e.c. in chapter 92; decoy calls of all kinds; whistles; call horns and other mouth-blown sound signalling instruments
9209|Musical instrument parts (for example, mechanisms for musical boxes) and accessories (for example, cards, discs and rolls for mechanical instruments); metronomes, tuning forks and pitch pipes
920930|Musical instrument strings
920991|Musical instruments; parts and accessories for pianos
920992|Musical instruments; parts and accessories for string musical instruments other than keyboard instruments
920994|Musical instruments; parts and accessories for the musical instruments the sound of which is produced or must be amplified electrically (e.g. organs, guitars and accordions)
920999|Musical instruments; parts and accessories for musical instruments n.e.c. in heading no. 9209; metronomes, tuning forks and pitch pipes`;
