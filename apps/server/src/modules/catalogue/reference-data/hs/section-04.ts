/** Harmonized System nomenclature, section IV: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_04 = `16|Meat, fish, crustaceans, molluscs or other aquatic invertebrates, or insects; preparations thereof
1601|Sausages and similar products, of meat, meat offal, blood or insects; food preparations based on these products
160100|Meat preparations; sausages and similar products, of meat, meat offal, blood or insects, and food preparations based on these products
1602|Prepared or preserved meat, meat offal, blood or insects
160210|Meat preparations; homogenised preparations of meat, meat offal blood or insects
160220|Meat preparations; of the prepared or preserved liver of any animal (excluding homogenised preparations)
160231|Meat preparations; of turkeys, prepared or preserved meat or meat offal (excluding livers and homogenised preparations)
160232|Meat preparations; of the poultry of heading no. 0105, (i.e. of fowls of the species Gallus domesticus)
160239|Meat preparations; of poultry (excluding turkeys), prepared or preserved meat or meat offal (excluding livers and homogenised preparations)
160241|Meat preparations; of swine, hams and cuts thereof, prepared or preserved (excluding homogenised preparations)
160242|Meat preparations; of swine, shoulders and cuts thereof, prepared or preserved (excluding homogenised preparations)
160249|Meat preparations; of swine, meat or meat offal (including mixtures), prepared or preserved, n.e.c. in heading no. 1602
160250|Meat preparations; of bovine animals, meat or meat offal, prepared or preserved (excluding livers and homogenised preparations)
160290|Meat preparations; of meat, meat offal or the blood of any animal, n.e.c. in heading no. 1602
1603|Extracts and juices of meat, fish or crustaceans, molluscs or other aquatic invertebrates
160300|Extracts and juices; of meat, fish or crustaceans, molluscs or other aquatic invertebrates
1604|Prepared or preserved fish; caviar and caviar substitutes prepared from fish eggs
160411|Fish preparations; salmon, prepared or preserved, whole or in pieces (but not minced)
160412|Fish preparations; herrings, prepared or preserved, whole or in pieces (but not minced)
160413|Fish preparations; sardines, sardinella and brisling or sprats, prepared or preserved, whole or in pieces (but not minced)
160414|Fish preparations; tunas, skipjack tuna and bonito (Sarda spp.), prepared or preserved, whole or in pieces (but not minced)
160415|Fish preparations; mackerel, prepared or preserved, whole or in pieces (but not minced)
160416|Fish preparations; anchovies, prepared or preserved, whole or in pieces (but not minced)
160417|Fish preparations; eels, prepared or preserved, whole or in pieces (but not minced)
160418|Fish preparations; shark fins, prepared or preserved, whole or in pieces (but not minced)
160419|Fish preparations; fish prepared or preserved, whole or in pieces (but not minced), n.e.c. in heading no. 1604
160420|Fish preparations; fish minced or in forms n.e.c. in heading no. 1604, prepared or preserved
160431|Fish preparations; caviar
160432|Fish preparations; caviar substitutes, prepared from fish eggs
1605|Crustaceans, molluscs and other aquatic invertebrates, prepared or preserved
160510|Crustacean preparations; crab, prepared or preserved
160521|Crustacean preparations; shrimps and prawns, prepared or preserved, not in airtight containers
160529|Crustacean preparations; shrimps and prawns, prepared or preserved, in airtight containers
160530|Crustacean preparations; lobster, prepared or preserved
160540|Crustacean preparations; other than crab, shrimps, prawns, and lobsters, prepared or preserved
160551|Mollusc preparations; oysters, prepared or preserved
160552|Mollusc preparations; scallops, including queen scallops, prepared or preserved
160553|Mollusc preparations; mussels, prepared or preserved
160554|Mollusc preparations; cuttle fish and squid, prepared or preserved
160555|Mollusc preparations; octopus, prepared or preserved
160556|Mollusc preparations; clams, cockles and arkshells, prepared or preserved
160557|Mollusc preparations; abalone, prepared or preserved
160558|Mollusc preparations; snails, other than sea snails, prepared or preserved
160559|Mollusc preparations; n.e.c. in item no. 1605.5, preparations such as pastes, sausages, prepared meals and the like
160561|Aquatic invertebrates; sea cucumbers, prepared or preserved
160562|Aquatic invertebrates; sea urchins, prepared or preserved
160563|Aquatic invertebrates; jellyfish, prepared or preserved
160569|Aquatic invertebrates; other than crustaceans, molluscs, sea cucumbers, sea urchins, and jellyfish, prepared or preserved
17|Sugars and sugar confectionery
1701|Cane or beet sugar and chemically pure sucrose, in solid form
170112|Sugars; beet sugar, raw, in solid form, not containing added flavouring or colouring matter
170113|Sugars; cane sugar, raw, in solid form, as specified in Subheading Note 2 to this chapter, not containing added flavouring or colouring matter
170114|Sugars; cane sugar, raw, in solid form, other than as specified in Subheading Note 2 to this chapter, not containing added flavouring or colouring matter
170191|Sugars; sucrose, chemically pure, in solid form, containing added flavouring or colouring matter
170199|Sugars; sucrose, chemically pure, in solid form, not containing added flavouring or colouring matter
1702|Sugars, including lactose, maltose, glucose or fructose in solid form; sugar syrups without added flavouring or colouring matter; artificial honey, whether or not mixed with natural honey; caramel
170211|Sugars; lactose and lactose syrup, containing by weight 99% or more lactose, expressed as anhydrous lactose, calculated on the dry matter
170219|Sugars; lactose and lactose syrup, containing by weight less than 99% lactose, expressed as anhydrous lactose, calculated on the dry matter
170220|Sugars; maple sugar, chemically pure, in solid form; maple syrup, not containing added flavouring or colouring matter
170230|Sugars; glucose and glucose syrup, not containing fructose or containing in the dry state less than 20% by weight of fructose, the syrup not containing added flavouring or colouring matter
170240|Sugars; glucose and glucose syrup, containing in the dry state at least 20% but less than 50% by weight of fructose, excluding invert sugar, the syrup not containing added flavouring or colouring matter
170250|Sugars; fructose, chemically pure, in solid form
170260|Sugars; fructose, other than chemically pure fructose, and fructose syrup (containing in the dry state more than 50% by weight of fructose), excluding invert sugar
170290|Sugars; n.e.c. in heading no. 1702, including invert sugar and other sugar and sugar syrup blends containing, in the dry state, 50% by weight of fructose
1703|Molasses; resulting from the extraction or refining of sugar
170310|Sugars; molasses, from sugar cane, resulting from the extraction or refining of sugar
170390|Sugars; molasses, from sugar beet, resulting from the extraction or refining of sugar
1704|Sugar confectionery (including white chocolate), not containing cocoa
170410|Sugar confectionery; chewing gum, whether or not sugar-coated, not containing cocoa
170490|Sugar confectionery; (excluding chewing gum, including white chocolate), not containing cocoa
18|Cocoa and cocoa preparations
1801|Cocoa beans; whole or broken, raw or roasted
180100|Cocoa beans; whole or broken, raw or roasted
1802|Cocoa; shells, husks, skins and other cocoa waste
180200|Cocoa; shells, husks, skins and other cocoa waste
1803|Cocoa; paste; whether or not defatted
180310|Cocoa; paste, not defatted
180320|Cocoa; paste, wholly or partly defatted
1804|Cocoa; butter, fat and oil
180400|Cocoa; butter, fat and oil
1805|Cocoa; powder, not containing added sugar or other sweetening matter
180500|Cocoa; powder, not containing added sugar or other sweetening matter
1806|Chocolate and other food preparations containing cocoa
180610|Cocoa; powder, containing added sugar or other sweetening matter
180620|Chocolate & other food preparations containing cocoa; in blocks, slabs or bars weighing more than 2kg or in liquid, paste, powder, granular or other bulk form in containers or immediate packings, content exceeding 2kg
180631|Chocolate and other food preparations containing cocoa; in blocks, slabs or bars, filled, weighing 2kg or less
180632|Chocolate and other food preparations containing cocoa; in blocks, slabs or bars, (not filled), weighing 2kg or less
180690|Chocolate and other food preparations containing cocoa; n.e.c. in chapter 18
19|Preparations of cereals, flour, starch or milk; pastrycooks' products
1901|Malt extract; flour/groats/meal/starch/malt extract products, no cocoa (or less than 40% by weight) and food preparations of goods of headings 04.01 to 04.04, no cocoa (or less than 5% by weight), weights calculated on a totally defatted basis, n.e.c.
190110|Food preparations; of flour, meal, starch, malt extract or milk products, suitable for infants or young children, put up for retail sale
190120|Food preparations; mixes and doughs for the preparation of bread, pastry, cakes, biscuits and other bakers' wares
190190|Food preparations; of flour, meal, starch, malt extract or milk products, for uses n.e.c. in heading no. 1901
1902|Pasta; whether or not cooked or stuffed with meat or other substance, or otherwise prepared, egg spaghetti, macaroni, noodles, lasagne, gnocchi, ravioli, cannelloni; couscous, whether or not prepared
190211|Food preparations; pasta, containing eggs, uncooked, not stuffed or otherwise prepared
190219|Food preparations; pasta, uncooked (excluding that containing eggs), not stuffed or otherwise prepared
190220|Food preparations; pasta, stuffed (with meat or other substances), whether or not cooked or otherwise prepared
190230|Food preparations; pasta (excluding stuffed), cooked or otherwise prepared
190240|Food preparations; couscous
1903|Tapioca and substitutes therefor prepared from starch; in the form of flakes, grains, pearls, siftings or similar forms
190300|Food preparations; tapioca and substitutes thereof, prepared from starch in the form of flakes, grains, pearls, siftings or similar
1904|Prepared foods obtained by swelling or roasting cereals or cereal products (e.g. corn flakes); cereals (other than maize (corn)) in grain form or in the form of flakes or other worked grains (not flour and meal), pre-cooked or otherwise prepared, n.e.c.
190410|Food preparations; obtained by the swelling or roasting of cereals or cereal products
190420|Food preparations; obtained from unroasted cereal flakes or from mixtures of unroasted cereal flakes and roasted cereal flakes or swelled cereals
190430|Prepared foods obtained by the swelling or roasting of cereals or cereal products (e.g. corn flakes); cereals, not maize (corn), in grain form or in the form of flakes or other worked grains, from bulgur wheat
190490|Food preparations; cereal or cereal products (excluding maize), in grain form, pre-cooked or otherwise prepared
1905|Bread, pastry, cakes, biscuits, other bakers' wares, whether or not containing cocoa; communion wafers, empty cachets suitable for pharmaceutical use, sealing wafers, rice paper and similar products
190510|Food preparations; crispbread, whether or not containing cocoa
190520|Food preparations; gingerbread and the like, whether or not containing cocoa
190531|Food preparations; sweet biscuits, whether or not containing cocoa
190532|Food preparations; waffles and wafers, whether or not containing cocoa
190540|Food preparations; rusks, toasted bread and similar toasted products, whether or not containing cocoa
190590|Food preparations; bakers' wares n.e.c. in heading no. 1605, whether or not containing cocoa; communion wafers, empty cachets suitable for pharmaceutical use, sealing wafers, rice papers and similar products
20|Preparations of vegetables, fruit, nuts or other parts of plants
2001|Vegetables, fruit, nuts and other edible parts of plants; prepared or preserved by vinegar or acetic acid
200110|Vegetable preparations; cucumbers and gherkins, prepared or preserved by vinegar or acetic acid
200190|Vegetable preparations; vegetables, fruit, nuts and other edible parts of plants, prepared or preserved by vinegar or acetic acid (excluding cucumbers and gherkins)
2002|Tomatoes; prepared or preserved otherwise than by vinegar or acetic acid
200210|Vegetable preparations; tomatoes, whole or in pieces, prepared or preserved otherwise than by vinegar or acetic acid
200290|Vegetable preparations; tomatoes, (other than whole or in pieces), prepared or preserved otherwise than by vinegar or acetic acid
2003|Mushrooms and truffles, prepared or preserved other than by vinegar or acetic acid
200310|Vegetable preparations; mushrooms of the genus Agaricus, prepared or preserved otherwise than by vinegar or acetic acid
200390|Vegetable preparations; mushrooms and truffles, other than mushrooms of the genus Agaricus, prepared or preserved otherwise than by vinegar or acetic acid
2004|Vegetables preparations n.e.c.; prepared or preserved otherwise than by vinegar or acetic acid, frozen, other than products of heading no. 2006
200410|Vegetable preparations; potatoes, prepared or preserved otherwise than by vinegar or acetic acid, frozen
200490|Vegetable preparations; vegetables and mixtures of vegetables (excluding potatoes), prepared or preserved otherwise than by vinegar or acetic acid, frozen
2005|Vegetables preparations n.e.c.; prepared or preserved otherwise than by vinegar or acetic acid, not frozen, other than products of heading no. 2006
200510|Vegetable preparations; homogenised vegetables, prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200520|Vegetable preparations; potatoes, prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200540|Vegetable preparations; peas (pisum sativum), prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200551|Vegetable preparations; beans, shelled, prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200559|Vegetable preparations; beans, (not shelled), prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200560|Vegetable preparations; asparagus, prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200570|Vegetable preparations; olives, prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200580|Vegetable preparations; sweetcorn (zea mays var. saccharata), prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200591|Vegetable preparations; bamboo shoots, prepared or preserved otherwise than by vinegar or acetic acid, not frozen
200599|Vegetable preparations; vegetables and mixtures of vegetables n.e.c. in heading no. 2005, prepared or preserved otherwise than by vinegar or acetic acid, not frozen
2006|Vegetables, fruit, nuts, fruit-peel and other parts of plants, preserved by sugar (drained, glace or crystallised)
200600|Vegetables, fruit, nuts, fruit-peel and other parts of plants, preserved by sugar (drained, glace or crystallised)
2007|Jams, fruit jellies, marmalades, fruit or nut puree and fruit or nut pastes, being cooked preparations; whether or not containing added sugar or other sweetening matter
200710|Jams, fruit jellies, marmalades, fruit or nut puree and fruit or nut pastes; homogenised, cooked preparations, whether or not containing added sugar or other sweetening matter
200791|Jams, jellies, marmalades, purees and pastes; of citrus fruit, being cooked preparations (excluding homogenised), whether or not containing added sugar or other sweetening matter
200799|Jams, fruit jellies, marmalades, purees and pastes; of fruit or nuts n.e.c. in heading no. 2007, cooked preparations (excluding homogenised), whether or not containing added sugar or other sweetening matter
2008|Fruit, nuts and other edible parts of plants; prepared or preserved in ways n.e.c., whether or not containing added sugar or other sweetening matter or spirit, not elsewhere specified or included
200811|Nuts; ground-nuts, whether or not containing added sugar, other sweetening matter or spirit
200819|Nuts and other seeds; whether or not containing added sugar, other sweetening matter or spirit (excluding ground-nuts except in mixtures)
200820|Fruit; pineapples, prepared or preserved in ways n.e.c. in heading no. 2007, whether or not containing added sugar, other sweetening matter or spirit
200830|Fruit; citrus, prepared or preserved in ways n.e.c. in heading no. 2007, whether or not containing added sugar, other sweetening matter or spirit
200840|Fruit; pears, prepared or preserved in ways n.e.c. in heading no. 2007, whether or not containing added sugar, other sweetening matter or spirit
200850|Fruit; apricots, prepared or preserved in ways n.e.c. in heading no. 2007, whether or not containing added sugar, other sweetening matter or spirit
200860|Fruit; cherries, prepared or preserved in ways n.e.c. in heading no. 2007, whether or not containing added sugar, other sweetening matter or spirit
200870|Fruit; peaches, including nectarines, prepared or preserved in ways n.e.c. in heading no. 2007 and 2008, whether or not containing added sugar, other sweetening matter or spirit
200880|Fruit; strawberries, prepared or preserved in ways n.e.c. in heading no. 2007, whether or not containing added sugar, other sweetening matter or spirit
200891|Fruit, palm hearts; prepared or preserved, whether or not containing added sugar, other sweetening matter or spirit
200893|Fruit; cranberries (Vaccinium macrocarpon, Vaccinium oxycoccos); Iingonberries (Vaccinium vitis-idaea), prepared or preserved, whether or not containing added sugar, other sweetening matter or spirit
200897|Fruit, nuts and other edible parts of plants; mixtures (other than those of subheading no 2008.19); prepared or preserved in ways n.e.c. in headings 2007 and 2008, whether or not containing added sugar, or other sweetening matter or spirit, n.e.c.
200899|Fruit, nuts and other edible parts of plants; prepared or preserved, whether or not containing added sugar, other sweetening matter or spirit, n.e.c. in heading no. 2008
2009|Fruit or nut juices (including grape must and coconut water) and vegetable juices, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200911|Juice; orange, frozen, unfermented, (not containing added spirit), whether or not containing added sugar or other sweetening matter
200912|Juice; orange, not frozen, of a Brix value not exceeding 20, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200919|Juice; orange, not frozen, of a Brix value exceeding 20, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200921|Juice; grapefruit or pomelo, of a Brix value not exceeding 20, unfermented, (not containing added spirit), whether or not containing added sugar or other sweetening matter
200929|Juice; grapefruit or pomelo, of a Brix value exceeding 20, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200931|Juice; of single citrus fruit (excluding orange, grapefruit or pomelo), of a Brix value not exceeding 20, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200939|Juice; of single citrus fruit (excluding orange, grapefruit or pomelo), of a Brix value exceeding 20, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200941|Juice; pineapple, of a Brix value not exceeding 20, unfermented, (not containing added spirit), whether or not containing added sugar or other sweetening matter
200949|Juice; pineapple, of a Brix value exceeding 20, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200950|Juice; tomato, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200961|Juice; grape, of a Brix value not exceeding 30, unfermented, (not containing added spirit), whether or not containing added sugar or other sweetening matter
200969|Juice; grape, of a Brix value exceeding 30, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200971|Juice; apple, of a Brix value not exceeding 20, unfermented, (not containing added spirit), whether or not containing added sugar or other sweetening matter
200979|Juice; apple, of a Brix value exceeding 20, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200981|Juice; cranberry (Vaccinium macrocarpon, Vaccinium oxycoccos); Iingonberry (Vaccinium vitis-idaea), unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200989|Juice; of any single fruit, nut or vegetable n.e.c. in heading no. 2009, unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
200990|Juices; mixtures of fruits or vegetables (but not nut juice), unfermented, not containing added spirit, whether or not containing added sugar or other sweetening matter
21|Miscellaneous edible preparations
2101|Extracts, essences, concentrates of coffee, tea or mate; preparations with a basis of these products or with a basis of coffee, tea or mate; roasted chicory and other roasted coffee substitutes and extracts, essences and concentrates thereof
210111|Extracts, essences and concentrates; of coffee, and preparations with a basis of these extracts, essences or concentrates or with a basis of coffee
210112|Preparations with a basis of extracts, essences or concentrates or with a basis of coffee
210120|Extracts, essences and concentrates; of tea or mate, and preparations with a basis of these extracts, essences or concentrates or with a basis of tea or mate
210130|Chicory, roasted and other roasted coffee substitutes; extracts, essences and concentrates thereof
2102|Yeasts (active or inactive); other single-cell micro-organisms, dead (but not including vaccines of heading no. 3002); prepared baking powders
210210|Yeasts; active
210220|Yeasts; inactive, other single-cell micro-organisms, dead
210230|Baking powders; prepared
2103|Sauces and preparations therefor; mixed condiments and mixed seasonings, mustard flour and meal and prepared mustard
210310|Sauces; soya
210320|Sauces; tomato ketchup and other tomato sauces
210330|Mustard flour and meal and prepared mustard
210390|Sauces and preparations therefor; mixed condiments and mixed seasonings
2104|Soups and broths and preparations therefor; homogenised composite food preparations
210410|Soups and broths and preparations therefor
210420|Homogenised composite food preparations
2105|Ice cream and other edible ice; whether or not containing cocoa
210500|Ice cream and other edible ice; whether or not containing cocoa
2106|Food preparations not elsewhere specified or included
210610|Protein; concentrates and textured protein substances
210690|Food preparations; n.e.c. in item no. 2106.10
22|Beverages, spirits and vinegar
2201|Waters, including natural or artificial mineral waters and aerated waters, not containing added sugar or other sweetening matter nor flavoured; ice and snow
220110|Waters; mineral and aerated, including natural or artificial, (not containing added sugar or other sweetening matter nor flavoured)
220190|Waters; other than mineral and aerated, (not containing added sugar or other sweetening matter nor flavoured), ice and snow
2202|Waters, including mineral and aerated waters, containing added sugar or sweetening matter, flavoured; other non-alcoholic beverages, not including fruit, nut or vegetable juices of heading no. 2009
220210|Waters; including mineral and aerated, containing added sugar or other sweetening matter or flavoured
220291|Non-alcoholic beverages; non-alcoholic beer
220299|Non-alcoholic beverages; other than non-alcoholic beer, n.e.c. in item no. 2202.10, not including fruit, nut or vegetable juices of heading no. 2009
2203|Beer made from malt
220300|Beer; made from malt
2204|Wine of fresh grapes, including fortified wines; grape must other than that of heading no. 2009
220410|Wine; sparkling
220421|Wine; still, in containers holding 2 litres or less
220422|Wine; still, in containers holding more than 2 litres but not more than 10 litres
220429|Wine; still, in containers holding more than 10 litres
220430|Grape must; n.e.c. in heading no. 2009, n.e.c. in item no. 2204.2
2205|Vermouth and other wine of fresh grapes, flavoured with plants or aromatic substances
220510|Vermouth and other wine of fresh grapes, flavoured with plants or aromatic substances, in containers holding 2 litres or less
220590|Vermouth and other wine of fresh grapes, flavoured with plants or aromatic substances, in containers holding more than 2 litres
2206|Fermented beverages, n.e.c. in chapter 22; (e.g. cider, perry, mead, sake)
220600|Beverages, fermented; (e.g. cider, perry, mead, sake)
2207|Ethyl alcohol, undenatured; of an alcoholic strength by volume of 80% vol. or higher; ethyl alcohol and other spirits, denatured, of any strength
220710|Undenatured ethyl alcohol; of an alcoholic strength by volume of 80% vol. or higher
220720|Ethyl alcohol and other spirits; denatured, of any strength
2208|Ethyl alcohol, undenatured; of an alcoholic strength by volume of less than 80% volume; spirits, liqueurs and other spirituous beverages
220820|Spirits obtained by distilling grape wine or grape marc
220830|Whiskies
220840|Rum and other spirits obtained by distilling fermented sugar-cane products
220850|Gin and geneva
220860|Vodka
220870|Liqueurs and cordials
220890|Spirits, liqueurs and other spirituous beverages; n.e.c. in heading no. 2208
2209|Vinegar and substitutes for vinegar obtained from acetic acid
220900|Vinegar and substitutes for vinegar; obtained from acetic acid
23|Food industries, residues and wastes thereof; prepared animal fodder
2301|Flours, meal and pellets, of meat or meat offal, of fish or of crustaceans, molluscs or other aquatic invertebrates, unfit for human consumption; greaves
230110|Flours, meals and pellets; of meat or meat offal, greaves
230120|Flours, meals and pellets; of fish or of crustaceans, molluscs or other aquatic invertebrates
2302|Bran, sharps and other residues; whether or not in the form of pellets derived from the sifting, milling or other working of cereals or of leguminous plants
230210|Bran, sharps and other residues; of maize (corn), whether or not in the form of pellets, derived from the sifting, milling or other workings thereof
230230|Bran, sharps and other residues; of wheat, whether or not in the form of pellets, derived from the sifting, milling or other workings thereof
230240|Bran, sharps and other residues; of other cereals, whether or not in the form of pellets, derived from the sifting, milling or other workings thereof
230250|Bran, sharps and other residues; of leguminous plants, whether or not in the form of pellets, derived from the sifting, milling or other workings thereof
2303|Residues of starch manufacture, similar residues; beet-pulp, bagasse and other waste of sugar manufacture, brewing or distilling dregs and waste, whether or not in the form of pellets
230310|Residues of starch manufacture and similar residues; whether or not in the form of pellets
230320|Beet-pulp, bagasse and other waste of sugar manufacture; whether or not in the form of pellets
230330|Brewing or distilling dregs and waste; whether or not in the form of pellets
2304|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of soya-bean oil
230400|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of soya-bean oil
2305|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of ground-nut oil
230500|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of ground-nut oil
2306|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of vegetable or microbial fats or oils, other than those of heading no. 2304 or 2305
230610|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of cotton seed oils
230620|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of linseed oils
230630|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of sunflower seed oils
230641|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of low erucic acid rape or colza seed oils
230649|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of rape seed oils (other than low erucic acid rape or colza)
230650|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of coconut or copra seed oils
230660|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of palm nuts or kernels oils
230690|Oil-cake and other solid residues; whether or not ground or in the form of pellets, resulting from the extraction of oils, n.e.c. in heading no. 2306
2307|Wine lees; argol
230700|Wine lees; argol
2308|Vegetable materials and vegetable waste, vegetable residues and bi-products; whether or not in the form of pellets, of a kind used in animal feeding, not elsewhere specified or included
230800|Vegetable materials and vegetable waste, vegetable residues and by-products; whether or not in the form of pellets, of a kind used in animal feeding, not elsewhere specified or included
2309|Preparations of a kind used in animal feeding
230910|Dog or cat food; put up for retail sale, used in animal feeding
230990|Dog or cat food; (not put up for retail sale), used in animal feeding
24|Tobacco and manufactured tobacco substitutes; products, whether or not containing nicotine, intended for inhalation without combustion; other nicotine containing products intended for the intake of nicotine into the human body
2401|Tobacco, unmanufactured; tobacco refuse
240110|Tobacco, (not stemmed or stripped)
240120|Tobacco; partly or wholly stemmed or stripped
240130|Tobacco refuse
2402|Cigars, cheroots, cigarillos and cigarettes; of tobacco or of tobacco substitutes
240210|Cigars, cheroots and cigarillos; containing tobacco including the weight of every band, wrapper or attachment thereto
240220|Cigarettes; containing tobacco
240290|Cigars, cigarillos and cheroots; containing tobacco substitutes including the weight of every band, wrapper or attachment thereto
2403|Manufactured tobacco and manufactured tobacco substitutes n.e.c; homogenised or reconstituted tobacco; tobacco extracts and essences
240311|Tobacco; smoking, water pipe tobacco as specified in Subheading Note 1 to this Chapter, whether or not containing tobacco substitutes in any proportion
240319|Tobacco; smoking, other than water pipe tobacco, whether or not containing tobacco substitutes in any proportion
240391|Tobacco; homogenised or reconstituted
240399|Tobacco; other than homogenised or reconstituted or smoking
2404|Products containing tobacco, reconstituted tobacco, nicotine, or tobacco or nicotine substitutes, intended for inhalation without combustion; other nicotine containing products intended for the intake of nicotine into the human body
240411|Products containing tobacco or reconstituted tobacco, intended for inhalation without combustion
240412|Products containing nicotine, other than tobacco or reconstituted tobacco, intended for inhalation without combustion
240419|Products containing tobacco or nicotine substitutes, intended for inhalation without combustion
240491|Products n.e.c. in heading 2404, intended for the intake of nicotine into the human body, for oral application
240492|Products n.e.c. in heading 2404, intended for the intake of nicotine into the human body, for transdermal application
240499|Products n.e.c. in heading 2404, intended for the intake of nicotine into the human body, by ways other than inhalation, and other than oral or transdermal application`;
