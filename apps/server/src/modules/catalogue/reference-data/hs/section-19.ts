/** Harmonized System nomenclature, section XIX: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_19 = `93|Arms and ammunition; parts and accessories thereof
9301|Military weapons; other than revolvers, pistols and arms of heading no. 9307
930110|Military weapons; artillery weapons (e.g. guns, howitzers, and mortars)
930120|Military weapons; rocket launchers, flame-throwers, grenade launchers, torpedo tubes and similar projectors
930190|Military weapons; other than revolvers, pistols, and arms of heading 9307, n.e.c. in heading 9301
9302|Revolvers and pistols; other than those of heading no. 9303 or 9304
930200|Revolvers and pistols; other than those of heading no. 9303 or 9304
9303|Firearms; other similar devices (e.g. sporting shotguns and rifles, muzzle-loading firearms, very pistols, devices for firing flares or blank ammunition, captive bolt humane killers, line throwing guns)
930310|Firearms; muzzle-loading
930320|Firearms; sporting, hunting or target-shooting shotguns, including combination shotgun-rifles
930330|Firearms; sporting, hunting or target-shooting rifles n.e.c. in heading no. 9303
930390|Firearms; n.e.c. in heading no. 9303
9304|Firearms; (e.g. spring, air or gas guns and pistols, truncheons), excluding those of heading no. 9307
930400|Firearms; (e.g. spring, air or gas guns and pistols, truncheons), excluding those of heading no. 9307
9305|Firearms; parts and accessories of articles of heading no. 9301 to 9304
930510|Firearms; parts and accessories, of revolvers or pistols
930520|Firearms; parts and accessories, of shotguns or rifles of heading 9303
930591|Firearms; parts and accessories, of military weapons of heading 9301
930599|Firearms; parts and accessories, of firearms other than the military weapons of heading 9301
9306|Bombs, grenades, torpedoes, mines, missiles and similar munitions of war and parts thereof; cartridges and other ammunition, projectiles and parts thereof, including shot and cartridge wads
930621|Ammunition; shotgun cartridges
930629|Ammunition; parts of shotgun cartridges
930630|Ammunition; cartridges and parts thereof n.e.c. in heading no. 9306
930690|Ammunition; n.e.c. in chapter 93
9307|Arms; swords, cutlasses, bayonets, lances and the like, parts thereof and scabbards and sheaths therefor
930700|Arms; swords, cutlasses, bayonets, lances and the like, parts thereof and scabbards and sheaths therefor`;
