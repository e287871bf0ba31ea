/**
 * Dangerous goods definitions: UN number, hazard class (with subsidiary or division) and proper shipping name,
 * after the UN Recommendations on the Transport of Dangerous Goods (Model Regulations), Dangerous Goods List.
 * A working subset: the entries automotive parts and accessories most often carry, plus a broad selection of
 * common goods of every class. Loaded at start by ensureCatalogueReferenceData.
 */
const DATA = `UN1001|2.1|Acetylene, dissolved
UN1002|2.2|Air, compressed
UN1005|2.3|Ammonia, anhydrous
UN1006|2.2|Argon, compressed
UN1010|2.1|Butadienes, stabilized
UN1011|2.1|Butane
UN1013|2.2|Carbon dioxide
UN1016|2.3|Carbon monoxide, compressed
UN1017|2.3|Chlorine
UN1018|2.2|Chlorodifluoromethane (Refrigerant gas R 22)
UN1027|2.1|Cyclopropane
UN1028|2.2|Dichlorodifluoromethane (Refrigerant gas R 12)
UN1030|2.1|1,1-Difluoroethane (Refrigerant gas R 152a)
UN1035|2.1|Ethane
UN1038|2.1|Ethylene, refrigerated liquid
UN1044|2.2|Fire extinguishers with compressed or liquefied gas
UN1046|2.2|Helium, compressed
UN1049|2.1|Hydrogen, compressed
UN1050|2.3|Hydrogen chloride, anhydrous
UN1056|2.2|Krypton, compressed
UN1057|2.1|Lighters or lighter refills containing flammable gas
UN1060|2.1|Methylacetylene and propadiene mixture, stabilized
UN1065|2.2|Neon, compressed
UN1066|2.2|Nitrogen, compressed
UN1070|2.2|Nitrous oxide
UN1072|2.2|Oxygen, compressed
UN1073|2.2|Oxygen, refrigerated liquid
UN1075|2.1|Petroleum gases, liquefied
UN1077|2.1|Propylene
UN1078|2.2|Refrigerant gas, n.o.s.
UN1079|2.3|Sulphur dioxide
UN1080|2.2|Sulphur hexafluoride
UN1090|3|Acetone
UN1093|3|Acrylonitrile, stabilized
UN1104|3|Amyl acetates
UN1105|3|Pentanols
UN1114|3|Benzene
UN1120|3|Butanols
UN1123|3|Butyl acetates
UN1125|3|n-Butylamine
UN1133|3|Adhesives containing flammable liquid
UN1134|3|Chlorobenzene
UN1139|3|Coating solution
UN1145|3|Cyclohexane
UN1150|3|1,2-Dichloroethylene
UN1153|3|Ethylene glycol diethyl ether
UN1155|3|Diethyl ether
UN1160|3|Dimethylamine aqueous solution
UN1165|3|Dioxane
UN1170|3|Ethanol
UN1171|3|Ethylene glycol monoethyl ether
UN1173|3|Ethyl acetate
UN1175|3|Ethylbenzene
UN1188|3|Ethylene glycol monomethyl ether
UN1191|3|Octyl aldehydes
UN1193|3|Ethyl methyl ketone (Methyl ethyl ketone)
UN1197|3|Extracts, flavouring, liquid
UN1198|3|Formaldehyde solution, flammable
UN1202|3|Diesel fuel
UN1202|3|Gas oil
UN1202|3|Heating oil, light
UN1203|3|Gasoline
UN1203|3|Motor spirit
UN1203|3|Petrol
UN1206|3|Heptanes
UN1208|3|Hexanes
UN1210|3|Printing ink, flammable
UN1212|3|Isobutanol
UN1213|3|Isobutyl acetate
UN1219|3|Isopropanol
UN1220|3|Isopropyl acetate
UN1223|3|Kerosene
UN1224|3|Ketones, liquid, n.o.s.
UN1230|3|Methanol
UN1231|3|Methyl acetate
UN1235|3|Methylamine, aqueous solution
UN1245|3|Methyl isobutyl ketone
UN1247|3|Methyl methacrylate monomer, stabilized
UN1255|3|Naphtha, petroleum
UN1256|3|Naphtha, solvent
UN1262|3|Octanes
UN1263|3|Paint
UN1263|3|Paint related material
UN1264|3|Paraldehyde
UN1265|3|Pentanes, liquid
UN1266|3|Perfumery products with flammable solvents
UN1267|3|Petroleum crude oil
UN1268|3|Petroleum distillates, n.o.s.
UN1268|3|Petroleum products, n.o.s.
UN1272|3|Pine oil
UN1274|3|n-Propanol
UN1276|3|n-Propyl acetate
UN1282|3|Pyridine
UN1286|3|Rosin oil
UN1287|3|Rubber solution
UN1288|3|Shale oil
UN1292|3|Tetraethyl silicate
UN1293|3|Tinctures, medicinal
UN1294|3|Toluene
UN1296|3|Triethylamine
UN1299|3|Turpentine
UN1300|3|Turpentine substitute
UN1301|3|Vinyl acetate, stabilized
UN1306|3|Wood preservatives, liquid
UN1307|3|Xylenes
UN1308|4.1|Zirconium suspended in a flammable liquid
UN1309|4.1|Aluminium powder, coated
UN1312|4.1|Borneol
UN1313|4.1|Calcium resinate
UN1318|4.1|Cobalt resinate, precipitated
UN1325|4.1|Flammable solid, organic, n.o.s.
UN1326|4.1|Hafnium powder, wetted
UN1328|4.1|Hexamethylenetetramine
UN1331|4.1|Matches, 'strike anywhere'
UN1332|4.1|Metaldehyde
UN1333|4.1|Cerium, slabs, ingots or rods
UN1334|4.1|Naphthalene, crude or refined
UN1345|4.1|Rubber scrap or shoddy, powdered or granulated
UN1350|4.1|Sulphur
UN1352|4.1|Titanium powder, wetted
UN1358|4.1|Zirconium powder, wetted
UN1361|4.2|Carbon, animal or vegetable origin
UN1362|4.2|Carbon, activated
UN1363|4.2|Copra
UN1364|4.2|Cotton waste, oily
UN1365|4.2|Cotton, wet
UN1373|4.2|Fibres or fabrics, animal or vegetable or synthetic, n.o.s. with oil
UN1376|4.2|Iron oxide, spent
UN1378|4.2|Metal catalyst, wetted
UN1383|4.2|Pyrophoric metal, n.o.s.
UN1384|4.2|Sodium dithionite (Sodium hydrosulphite)
UN1386|4.2|Seed cake
UN1389|4.3|Alkali metal amalgam, liquid
UN1396|4.3|Aluminium powder, uncoated
UN1398|4.3|Aluminium silicon powder, uncoated
UN1400|4.3|Barium
UN1401|4.3|Calcium
UN1402|4.3|Calcium carbide
UN1407|4.3|Caesium
UN1409|4.3|Metal hydrides, water-reactive, n.o.s.
UN1415|4.3|Lithium
UN1418|4.3|Magnesium powder
UN1428|4.3|Sodium
UN1435|4.3|Zinc ashes
UN1436|4.3|Zinc powder
UN1438|5.1|Aluminium nitrate
UN1439|5.1|Ammonium dichromate
UN1442|5.1|Ammonium perchlorate
UN1446|5.1|Barium nitrate
UN1448|5.1|Barium permanganate
UN1454|5.1|Calcium nitrate
UN1463|5.1|Chromium trioxide, anhydrous
UN1479|5.1|Oxidizing solid, n.o.s.
UN1486|5.1|Potassium nitrate
UN1490|5.1|Potassium permanganate
UN1495|5.1|Sodium chlorate
UN1498|5.1|Sodium nitrate
UN1500|5.1|Sodium nitrite
UN1503|5.1|Sodium permanganate
UN1505|5.1|Sodium persulphate
UN1547|6.1|Aniline
UN1593|6.1|Dichloromethane
UN1595|6.1|Dimethyl sulphate
UN1604|8|Ethylenediamine
UN1648|3|Acetonitrile
UN1654|6.1|Nicotine
UN1663|6.1|Nitrophenols
UN1680|6.1|Potassium cyanide, solid
UN1689|6.1|Sodium cyanide, solid
UN1710|6.1|Trichloroethylene
UN1715|8|Acetic anhydride
UN1719|8|Caustic alkali liquid, n.o.s.
UN1727|8|Ammonium hydrogendifluoride, solid
UN1739|8|Benzyl chloroformate
UN1740|8|Hydrogendifluorides, solid, n.o.s.
UN1750|6.1|Chloroacetic acid solution
UN1756|8|Chromic fluoride, solid
UN1759|8|Corrosive solid, n.o.s.
UN1760|8|Corrosive liquid, n.o.s.
UN1764|8|Dichloroacetic acid
UN1778|8|Fluorosilicic acid
UN1779|8|Formic acid
UN1780|8|Fumaryl chloride
UN1789|8|Hydrochloric acid
UN1790|8|Hydrofluoric acid
UN1791|8|Hypochlorite solution
UN1802|8|Perchloric acid
UN1805|8|Phosphoric acid, solution
UN1813|8|Potassium hydroxide, solid
UN1814|8|Potassium hydroxide solution
UN1819|8|Sodium aluminate solution
UN1823|8|Sodium hydroxide, solid
UN1824|8|Sodium hydroxide solution
UN1830|8|Sulphuric acid
UN1832|8|Sulphuric acid, spent
UN1840|8|Zinc chloride solution
UN1845|9|Carbon dioxide, solid (Dry ice)
UN1846|6.1|Carbon tetrachloride
UN1848|8|Propionic acid
UN1863|3|Fuel, aviation, turbine engine
UN1866|3|Resin solution
UN1869|4.1|Magnesium or magnesium alloys
UN1888|6.1|Chloroform
UN1897|6.1|Tetrachloroethylene
UN1903|8|Disinfectant, liquid, corrosive, n.o.s.
UN1908|8|Chlorite solution
UN1910|8|Calcium oxide
UN1915|3|Cyclohexanone
UN1917|3|Ethyl acrylate, stabilized
UN1918|3|Isopropylbenzene
UN1919|3|Methyl acrylate, stabilized
UN1920|3|Nonanes
UN1950|2.1|Aerosols, flammable
UN1950|2.2|Aerosols, non-flammable
UN1951|2.2|Argon, refrigerated liquid
UN1954|2.1|Compressed gas, flammable, n.o.s.
UN1956|2.2|Compressed gas, n.o.s.
UN1965|2.1|Hydrocarbon gas mixture, liquefied, n.o.s.
UN1966|2.1|Hydrogen, refrigerated liquid
UN1969|2.1|Isobutane
UN1971|2.1|Methane, compressed
UN1971|2.1|Natural gas, compressed
UN1972|2.1|Natural gas, refrigerated liquid
UN1977|2.2|Nitrogen, refrigerated liquid
UN1978|2.1|Propane
UN1987|3|Alcohols, n.o.s.
UN1988|3|Aldehydes, flammable, toxic, n.o.s.
UN1989|3|Aldehydes, n.o.s.
UN1990|9|Benzaldehyde
UN1991|3|Chloroprene, stabilized
UN1992|3|Flammable liquid, toxic, n.o.s.
UN1993|3|Flammable liquid, n.o.s.
UN1993|3|Fuel oil
UN1999|3|Tars, liquid
UN2014|5.1|Hydrogen peroxide, aqueous solution
UN2015|5.1|Hydrogen peroxide, stabilized
UN2031|8|Nitric acid
UN2037|2.1|Receptacles, small, containing gas (gas cartridges)
UN2037|2.2|Receptacles, small, containing gas, non-flammable
UN2046|3|Cymenes
UN2047|3|Dichloropropenes
UN2048|3|Dicyclopentadiene
UN2050|3|Diisobutylene, isomeric compounds
UN2052|3|Dipentene
UN2053|3|Methyl isobutyl carbinol
UN2055|3|Styrene monomer, stabilized
UN2056|3|Tetrahydrofuran
UN2057|3|Tripropylene
UN2059|3|Nitrocellulose solution, flammable
UN2067|5.1|Ammonium nitrate based fertilizer
UN2071|9|Ammonium nitrate based fertilizer
UN2073|2.2|Ammonia solution
UN2078|6.1|Toluene diisocyanate
UN2187|2.2|Carbon dioxide, refrigerated liquid
UN2201|2.2|Nitrous oxide, refrigerated liquid
UN2211|9|Polymeric beads, expandable
UN2213|4.1|Paraformaldehyde
UN2214|8|Phthalic anhydride
UN2215|8|Maleic anhydride
UN2218|8|Acrylic acid, stabilized
UN2247|3|n-Decane
UN2265|3|N,N-Dimethylformamide
UN2271|3|Ethyl amyl ketone
UN2283|3|Isobutyl methacrylate, stabilized
UN2286|3|Pentamethylheptane
UN2287|3|Isoheptenes
UN2290|6.1|Isophorone diisocyanate
UN2293|3|4-Methoxy-4-methylpentan-2-one
UN2303|3|Isopropenylbenzene
UN2319|3|Terpene hydrocarbons, n.o.s.
UN2323|3|Triethyl phosphite
UN2324|3|Triisobutylene
UN2325|3|1,3,5-Trimethylbenzene
UN2330|3|Undecane
UN2348|3|Butyl acrylates, stabilized
UN2357|8|Cyclohexylamine
UN2367|3|alpha-Methylvaleraldehyde
UN2370|3|1-Hexene
UN2384|3|Di-n-propyl ether
UN2398|3|Methyl tert-butyl ether
UN2430|8|Alkylphenols, solid, n.o.s.
UN2448|4.1|Sulphur, molten
UN2491|8|Ethanolamine
UN2496|8|Propionic anhydride
UN2529|3|Isobutyric acid
UN2531|8|Methacrylic acid, stabilized
UN2582|8|Ferric chloride solution
UN2586|8|Alkylsulphonic acids, liquid
UN2672|8|Ammonia solution (10 to 35 per cent ammonia)
UN2683|8|Ammonium sulphide solution
UN2735|8|Amines, liquid, corrosive, n.o.s.
UN2790|8|Acetic acid solution
UN2794|8|Batteries, wet, filled with acid
UN2795|8|Batteries, wet, filled with alkali
UN2796|8|Battery fluid, acid
UN2796|8|Sulphuric acid (battery electrolyte)
UN2797|8|Battery fluid, alkali
UN2800|8|Batteries, wet, non-spillable
UN2803|8|Gallium
UN2809|8|Mercury
UN2810|6.1|Toxic liquid, organic, n.o.s.
UN2811|6.1|Toxic solid, organic, n.o.s.
UN2813|4.3|Water-reactive solid, n.o.s.
UN2814|6.2|Infectious substance, affecting humans
UN2817|8|Ammonium hydrogendifluoride solution
UN2820|8|Butyric acid
UN2837|8|Bisulphates, aqueous solution
UN2850|3|Propylene tetramer
UN2870|4.2|Aluminium borohydride
UN2880|5.1|Calcium hypochlorite, hydrated
UN2900|6.2|Infectious substance, affecting animals only
UN2908|7|Radioactive material, excepted package - empty packaging
UN2910|7|Radioactive material, excepted package - limited quantity of material
UN2911|7|Radioactive material, excepted package - instruments or articles
UN2920|8|Corrosive liquid, flammable, n.o.s.
UN2921|8|Corrosive solid, flammable, n.o.s.
UN2922|8|Corrosive liquid, toxic, n.o.s.
UN2923|8|Corrosive solid, toxic, n.o.s.
UN2924|3|Flammable liquid, corrosive, n.o.s.
UN2925|4.1|Flammable solid, corrosive, organic, n.o.s.
UN2926|4.1|Flammable solid, toxic, organic, n.o.s.
UN2929|6.1|Toxic liquid, flammable, organic, n.o.s.
UN2956|4.1|5-tert-Butyl-2,4,6-trinitro-m-xylene (Musk xylene)
UN2967|8|Sulphamic acid
UN2969|9|Castor beans or castor meal
UN2983|3|Ethylene oxide and propylene oxide mixture
UN2984|5.1|Hydrogen peroxide, aqueous solution (8 to 20 per cent)
UN2990|9|Life-saving appliances, self-inflating
UN3011|6.1|Mercury based pesticide, liquid, toxic, flammable
UN3065|3|Alcoholic beverages
UN3066|8|Paint (corrosive)
UN3066|8|Paint related material (corrosive)
UN3070|2.2|Ethylene oxide and dichlorodifluoromethane mixture
UN3072|9|Life-saving appliances, not self-inflating
UN3077|9|Environmentally hazardous substance, solid, n.o.s.
UN3082|9|Environmentally hazardous substance, liquid, n.o.s.
UN3084|8|Corrosive solid, oxidizing, n.o.s.
UN3085|5.1|Oxidizing solid, corrosive, n.o.s.
UN3088|4.2|Self-heating solid, organic, n.o.s.
UN3089|4.1|Metal powder, flammable, n.o.s.
UN3090|9|Lithium metal batteries (including lithium alloy batteries)
UN3091|9|Lithium metal batteries contained in equipment
UN3091|9|Lithium metal batteries packed with equipment
UN3092|3|1-Methoxy-2-propanol
UN3101|5.2|Organic peroxide type B, liquid
UN3102|5.2|Organic peroxide type B, solid
UN3103|5.2|Organic peroxide type C, liquid
UN3104|5.2|Organic peroxide type C, solid
UN3105|5.2|Organic peroxide type D, liquid
UN3106|5.2|Organic peroxide type D, solid
UN3107|5.2|Organic peroxide type E, liquid
UN3108|5.2|Organic peroxide type E, solid
UN3109|5.2|Organic peroxide type F, liquid
UN3110|5.2|Organic peroxide type F, solid
UN3139|5.1|Oxidizing liquid, n.o.s.
UN3145|8|Alkylphenols, liquid, n.o.s.
UN3148|4.3|Water-reactive liquid, n.o.s.
UN3150|2.1|Devices, small, hydrocarbon gas powered
UN3150|2.1|Hydrocarbon gas refills for small devices
UN3156|2.2|Compressed gas, oxidizing, n.o.s.
UN3157|2.2|Liquefied gas, oxidizing, n.o.s.
UN3158|2.2|Gas, refrigerated liquid, n.o.s.
UN3159|2.2|1,1,1,2-Tetrafluoroethane (Refrigerant gas R 134a)
UN3161|2.1|Liquefied gas, flammable, n.o.s.
UN3163|2.2|Liquefied gas, n.o.s.
UN3164|2.2|Articles, pressurized, hydraulic
UN3164|2.2|Articles, pressurized, pneumatic
UN3165|3|Aircraft hydraulic power unit fuel tank
UN3166|9|Vehicle, flammable gas powered
UN3166|9|Vehicle, flammable liquid powered
UN3166|9|Vehicle, fuel cell, flammable gas powered
UN3166|9|Vehicle, fuel cell, flammable liquid powered
UN3171|9|Battery-powered equipment
UN3171|9|Battery-powered vehicle
UN3175|4.1|Solids containing flammable liquid, n.o.s.
UN3178|4.1|Flammable solid, inorganic, n.o.s.
UN3179|4.1|Flammable solid, toxic, inorganic, n.o.s.
UN3190|4.2|Self-heating solid, inorganic, n.o.s.
UN3208|4.3|Metallic substance, water-reactive, n.o.s.
UN3210|5.1|Chlorates, inorganic, aqueous solution, n.o.s.
UN3256|3|Elevated temperature liquid, flammable, n.o.s.
UN3257|9|Elevated temperature liquid, n.o.s.
UN3258|9|Elevated temperature solid, n.o.s.
UN3260|8|Corrosive solid, acidic, inorganic, n.o.s.
UN3261|8|Corrosive solid, acidic, organic, n.o.s.
UN3262|8|Corrosive solid, basic, inorganic, n.o.s.
UN3263|8|Corrosive solid, basic, organic, n.o.s.
UN3264|8|Corrosive liquid, acidic, inorganic, n.o.s.
UN3265|8|Corrosive liquid, acidic, organic, n.o.s.
UN3266|8|Corrosive liquid, basic, inorganic, n.o.s.
UN3267|8|Corrosive liquid, basic, organic, n.o.s.
UN3268|9|Safety devices, electrically initiated
UN3269|3|Polyester resin kit, liquid base material
UN3271|3|Ethers, n.o.s.
UN3272|3|Esters, n.o.s.
UN3287|6.1|Toxic liquid, inorganic, n.o.s.
UN3288|6.1|Toxic solid, inorganic, n.o.s.
UN3291|6.2|Clinical waste, unspecified, n.o.s.
UN3292|4.3|Batteries, containing sodium
UN3295|3|Hydrocarbons, liquid, n.o.s.
UN3296|2.2|Heptafluoropropane (Refrigerant gas R 227)
UN3297|2.2|Ethylene oxide and chlorotetrafluoroethane mixture
UN3316|9|Chemical kit
UN3316|9|First aid kit
UN3334|9|Aviation regulated liquid, n.o.s.
UN3335|9|Aviation regulated solid, n.o.s.
UN3336|3|Mercaptans, liquid, flammable, n.o.s.
UN3337|2.2|Refrigerant gas R 404A
UN3338|2.2|Refrigerant gas R 407A
UN3339|2.2|Refrigerant gas R 407B
UN3340|2.2|Refrigerant gas R 407C
UN3356|5.1|Oxygen generator, chemical
UN3358|2.1|Refrigerating machines containing flammable, non-toxic, liquefied gas
UN3359|9|Fumigated cargo transport unit
UN3363|9|Dangerous goods in articles
UN3363|9|Dangerous goods in machinery
UN3363|9|Dangerous goods in apparatus
UN3373|6.2|Biological substance, Category B
UN3390|6.1|Toxic by inhalation liquid, n.o.s.
UN3399|4.3|Organometallic substance, liquid, water-reactive, flammable
UN3412|8|Formic acid (with not less than 10% but less than 85% acid)
UN3414|6.1|Sodium cyanide solution
UN3420|2.2|Refrigerant gas R 1132a (1,1-Difluoroethylene) mixtures
UN3453|8|Phosphoric acid, solid
UN3457|6.1|Chloronitrotoluenes, solid
UN3469|3|Paint, flammable, corrosive
UN3470|8|Paint, corrosive, flammable
UN3471|8|Hydrogendifluorides solution, n.o.s.
UN3473|3|Fuel cell cartridges containing flammable liquids
UN3475|3|Ethanol and gasoline mixture (more than 10% ethanol)
UN3475|3|Ethanol and motor spirit mixture (more than 10% ethanol)
UN3476|4.3|Fuel cell cartridges containing water-reactive substances
UN3477|8|Fuel cell cartridges containing corrosive substances
UN3478|2.1|Fuel cell cartridges containing liquefied flammable gas
UN3479|2.1|Fuel cell cartridges containing hydrogen in metal hydride
UN3480|9|Lithium ion batteries (including lithium ion polymer batteries)
UN3481|9|Lithium ion batteries contained in equipment
UN3481|9|Lithium ion batteries packed with equipment
UN3482|4.3|Alkali metal dispersion, flammable
UN3494|3|Petroleum sour crude oil, flammable, toxic
UN3496|9|Batteries, nickel-metal hydride
UN3497|4.2|Krill meal
UN3499|9|Capacitor, electric double layer
UN3500|2.2|Chemical under pressure, n.o.s.
UN3501|2.1|Chemical under pressure, flammable, n.o.s.
UN3505|2.1|Chemical under pressure, flammable, corrosive, n.o.s.
UN3506|8|Mercury contained in manufactured articles
UN3508|9|Capacitor, asymmetric
UN3509|9|Packagings, discarded, empty, uncleaned
UN3528|3|Engine, internal combustion, flammable liquid powered
UN3528|3|Engine, fuel cell, flammable liquid powered
UN3528|3|Machinery, internal combustion, flammable liquid powered
UN3529|2.1|Engine, internal combustion, flammable gas powered
UN3529|2.1|Engine, fuel cell, flammable gas powered
UN3529|2.1|Machinery, internal combustion, flammable gas powered
UN3530|9|Engine, internal combustion
UN3530|9|Machinery, internal combustion
UN3536|9|Lithium batteries installed in cargo transport unit
UN3537|2.1|Articles containing flammable gas, n.o.s.
UN3538|2.2|Articles containing non-flammable, non-toxic gas, n.o.s.
UN3539|2.3|Articles containing toxic gas, n.o.s.
UN3540|3|Articles containing flammable liquid, n.o.s.
UN3541|4.1|Articles containing flammable solid, n.o.s.
UN3542|4.2|Articles containing a substance liable to spontaneous combustion, n.o.s.
UN3543|4.3|Articles containing a substance which emits flammable gas in contact with water, n.o.s.
UN3544|5.1|Articles containing oxidizing substance, n.o.s.
UN3545|5.2|Articles containing organic peroxide, n.o.s.
UN3546|6.1|Articles containing toxic substance, n.o.s.
UN3547|8|Articles containing corrosive substance, n.o.s.
UN3548|9|Articles containing miscellaneous dangerous goods, n.o.s.
UN3551|9|Sodium ion batteries with organic electrolyte
UN3552|9|Sodium ion batteries contained in equipment
UN3552|9|Sodium ion batteries packed with equipment
UN3556|9|Vehicle, lithium ion battery powered
UN3557|9|Vehicle, lithium metal battery powered
UN3558|9|Vehicle, sodium ion battery powered
UN0014|1.4S|Cartridges for weapons, blank
UN0012|1.4S|Cartridges for weapons, inert projectile
UN0044|1.4S|Primers, cap type
UN0323|1.4S|Cartridges, power device
UN0349|1.4S|Articles, explosive, n.o.s.
UN0431|1.4G|Articles, pyrotechnic for technical purposes
UN0432|1.4S|Articles, pyrotechnic for technical purposes
UN0336|1.4G|Fireworks
UN0337|1.4S|Fireworks
UN0503|1.4G|Safety devices, pyrotechnic
UN0191|1.4G|Signal devices, hand
UN0197|1.4S|Signals, smoke
UN0105|1.4S|Fuse, safety`;

export interface DangerousGoodsEntry {
  un_number: string;
  hazard_identifier: string;
  proper_shipping_name: string;
}

export const DANGEROUS_GOODS: readonly DangerousGoodsEntry[] = DATA.split('\n').map((line) => {
  const [un, cls, name] = line.split('|') as [string, string, string];
  return { un_number: un, hazard_identifier: cls, proper_shipping_name: name };
});
