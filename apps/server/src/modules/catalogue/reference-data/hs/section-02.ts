/** Harmonized System nomenclature, section II: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_02 = `06|Trees and other plants, live; bulbs, roots and the like; cut flowers and ornamental foliage
0601|Bulbs, tubers, tuberous roots, corms, crowns and rhizomes; dormant, in growth or in flower; chicory plants and roots other than roots of heading no. 1212
060110|Plants, live; bulbs, tubers, tuberous roots, corms, crowns and rhizomes, dormant
060120|Plants, live; bulbs, tubers, tuberous roots, corms, crowns and rhizomes, in growth or in flower, chicory plants and roots other than of heading no. 1212
0602|Plants, live; n.e.c. in heading no. 0601, (including their roots) cuttings and slips; mushroom spawn
060210|Plants, live; unrooted cuttings and slips
060220|Plants, live; edible fruit or nut trees, shrubs and bushes, grafted or not
060230|Plants, live; rhododendrons and azaleas, grafted or not
060240|Plants, live; roses, grafted or not
060290|Plants, live; n.e.c. in heading no. 0602
0603|Flowers; cut flowers and flower buds of a kind suitable for bouquets or for ornamental purposes, fresh, dried, dyed, bleached, impregnated or otherwise prepared
060311|Flowers, cut; roses, flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh
060312|Flowers, cut; carnations, flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh
060313|Flowers, cut; orchids, flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh
060314|Flowers, cut; chrysanthemums, flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh
060315|Flowers, cut; lilies (Lilium spp.), flowers and flower buds of a kind suitable for bouquets or ornamental purposes, fresh
060319|Flowers, cut; flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh, other than roses, carnations, orchids, chrysanthemums or lillies
060390|Flowers, cut; flowers and flower buds of a kind suitable for bouquets or ornamental purposes, dried, dyed, bleached, impregnated or otherwise prepared
0604|Foliage, branches and other parts of plants, without flowers or flower buds, and grasses, mosses and lichens; suitable for bouquets or for ornamental purposes, fresh, dried, dyed, bleached, impregnated etc.
060420|Foliage, branches and other parts of plants, without flowers or flower buds, and grasses, mosses and lichens; suitable for bouquets or for ornamental purposes, fresh
060490|Foliage, branches and other parts of plants, without flowers or flower buds, and grasses, mosses and lichens; suitable for bouquets or for ornamental purposes, dried, dyed, bleached, impregnated or otherwise prepared
07|Vegetables and certain roots and tubers; edible
0701|Potatoes; fresh or chilled
070110|Vegetables; seed potatoes, fresh or chilled
070190|Vegetables; potatoes (other than seed), fresh or chilled
0702|Tomatoes; fresh or chilled
070200|Vegetables; tomatoes, fresh or chilled
0703|Onions, shallots, garlic, leeks and other alliaceous vegetables; fresh or chilled
070310|Vegetables, alliaceous; onions and shallots, fresh or chilled
070320|Vegetables, alliaceous; garlic, fresh or chilled
070390|Vegetables, alliaceous; leeks and other kinds n.e.c. in heading no. 0703, fresh or chilled
0704|Cabbages, cauliflowers, kohlrabi, kale and similar edible brassicas; fresh or chilled
070410|Vegetables, brassica; cauliflowers and broccoli, fresh or chilled
070420|Vegetables, brassica; brussel sprouts, fresh or chilled
070490|Vegetables, brassica; edible, n.e.c. in heading no. 0704, fresh or chilled
0705|Lettuce (lactuca sativa) and chicory (cichorium spp.) fresh or chilled
070511|Vegetables; cabbage (head) lettuce (lactuca sativa), fresh or chilled
070519|Vegetables; lettuce (lactuca sativa), (other than cabbage lettuce), fresh or chilled
070521|Vegetables; witloff chicory (cichorium intybus var. foliosum), fresh or chilled
070529|Vegetables; chicory (cichorium spp.), (other than witloof chicory), fresh or chilled
0706|Carrots, turnips, salad beetroot, salsify, celeriac, radishes and similar edible roots; fresh or chilled
070610|Vegetables, root; carrots and turnips, fresh or chilled
070690|Vegetables, root; salad beetroot, salsify, celeric, radishes and similar edible roots, fresh or chilled
0707|Cucumbers and gherkins; fresh or chilled
070700|Vegetables; cucumbers and gherkins, fresh or chilled
0708|Leguminous vegetables; shelled or unshelled, fresh or chilled
070810|Vegetables, leguminous; peas (pisum sativum), shelled or unshelled, fresh or chilled
070820|Vegetables, leguminous; beans (vigna spp., phaseolus spp.), shelled or unshelled, fresh or chilled
070890|Vegetables, leguminous; (other than peas and beans), shelled or unshelled, fresh or chilled
0709|Vegetables; n.e.c. in chapter 07, fresh or chilled
070920|Vegetables; asparagus, fresh or chilled
070930|Vegetables; aubergines, (e.g. plants), fresh or chilled
070940|Vegetables; celery (other than celeriac), fresh or chilled
070951|Vegetables; mushrooms of the genus Agaricus, fresh or chilled
070952|Vegetables; mushrooms of the genus Boletus, fresh or chilled
070953|Vegetables; mushrooms of the genus Cantharellus, fresh or chilled
070954|Vegetables; shiitake mushrooms (Lentinus edodes), fresh or chilled
070955|Vegetables; matsutake mushrooms (Tricholoma matsutake, Tricholoma magnivelare, Tricholoma anatolicum, Tricholoma dulciolens, Tricholoma caligatum), fresh or chilled
070956|Vegetables; truffles (Tuber spp.), fresh or chilled
070959|Vegetables; truffles and mushrooms n.e.c. in heading 0709, fresh or chilled
070960|Vegetables; fruits of the genus capsicum or of the genus pimenta, fresh or chilled
070970|Vegetables; spinach, New Zealand spinach and orache spinach (garden spinach), fresh or chilled
070991|Vegetables; globe artichokes, fresh or chilled
070992|Vegetables; olives, fresh or chilled
070993|Vegetables; pumpkins, squash and gourds (Cucurbita spp.), fresh or chilled
070999|Vegetables; edible, n.e.c. in chapter 07, fresh or chilled
0710|Vegetables (uncooked or cooked by steaming or boiling in water); frozen
071010|Vegetables; potatoes, uncooked or cooked by steaming or boiling in water, frozen
071021|Vegetables, leguminous; peas (pisum sativum), shelled or unshelled, uncooked or cooked by steaming or boiling in water, frozen
071022|Vegetables, leguminous; beans (vigna spp., phaseolus spp.), shelled or unshelled, uncooked or cooked by steaming or boiling in water, frozen
071029|Vegetables, leguminous; (other than peas or beans), shelled or unshelled, uncooked or cooked by steaming or boiling in water, frozen
071030|Vegetables; spinach, New Zealand spinach and orache spinach (garden spinach), uncooked or cooked by steaming or boiling in water, frozen
071040|Vegetables; sweetcorn, uncooked or cooked by steaming or boiling in water, frozen
071080|Vegetables; uncooked or cooked by steaming or boiling in water, n.e.c. in heading no. 0710, frozen
071090|Vegetable mixtures; uncooked or cooked by steaming or boiling in water, frozen
0711|Vegetables provisionally preserved, but unsuitable in that state for immediate consumption
071120|Vegetables; olives, provisionally preserved but unsuitable in that state for immediate consumption
071140|Vegetables; cucumbers and gherkins, provisionally preserved but unsuitable in that state for immediate consumption
071151|Vegetables; mushrooms of the genus Agaricus, provisionally preserved but unsuitable in that state for immediate consumption
071159|Vegetables; mushrooms other than of the genus Agaricus, provisionally preserved but unsuitable in that state for immediate consumption
071190|Vegetables and mixed vegetables; n.e.c. in heading no. 0711, provisionally preserved but unsuitable in that state for immediate consumption
0712|Vegetables, dried; whole, cut, sliced, broken or in powder, but not further prepared
071220|Vegetables; onions, whole, cut, sliced, broken or in powder but not further prepared, dried
071231|Vegetables; mushrooms of the genus Agaricus, whole, cut, sliced, broken or in powder but not further prepared, dried
071232|Vegetables; wood ears (Auricularia spp), whole, cut, sliced, broken or in powder but not further prepared, dried
071233|Vegetables; jelly fungi (Tremella spp)), whole, cut, sliced, broken or in powder but not further prepared, dried
071234|Vegetables; shiitake mushrooms (Lentinus edodes), whole, cut, sliced, broken or in powder but not further prepared, dried
071239|Vegetables; mushrooms and truffles n.e.c. in item 0712.3, whole, cut, sliced, broken or in powder but not further prepared, dried
071290|Vegetables; mixtures of vegetables n.e.c. in heading no. 0712, whole, cut, sliced, broken or in powder but not further prepared, dried
0713|Vegetables, leguminous; shelled, whether or not skinned or split, dried
071310|Vegetables, leguminous; peas (pisum sativum), shelled, whether or not skinned or split, dried
071320|Vegetables, leguminous; chickpeas (garbanzos), shelled, whether or not skinned or split, dried
071331|Vegetables, leguminous; beans of the species vigna mungo (l.) hepper or vigna radiata (l.) wilczek, shelled, whether or not skinned or split, dried
071332|Vegetables, leguminous; small red (adzuki) beans (phaseolus or vigna angularis), shelled, whether or not skinned or split, dried
071333|Vegetables, leguminous; kidney beans, including white pea beans (phaseolus vulgaris), shelled, whether or not skinned or split, dried
071334|Vegetables, leguminous; bambara beans (Vigna subterranea or Voandzeia subterranea), shelled, whether or not skinned or split, dried
071335|Vegetables, leguminous; cow peas (Vigna unguiculata), shelled, whether or not skinned or split, dried
071339|Vegetables, leguminous; n.e.c. in item no. 0713.3, shelled, whether or not skinned or split, dried
071340|Vegetables, leguminous; lentils, shelled, whether or not skinned or split, dried
071350|Vegetables, leguminous; broad beans (vicia faba var. major) and horse beans (vicia faba var. equina, vicia faba var. minor), shelled, whether or not skinned or split, dried
071360|Vegetables, leguminous; pigeon peas (Cajanus cajan), shelled, whether or not skinned or split, dried
071390|Vegetables, leguminous; n.e.c. in heading no. 0713, shelled, whether or not skinned or split, dried
0714|Manioc, arrowroot, salep, Jerusalem artichokes, sweet potatoes and similar roots and tubers with high starch or inulin content; fresh, chilled, frozen or dried, whether or not sliced or in the form of pellets; sago pith
071410|Vegetable roots and tubers; manioc (cassava), with high starch or inulin content, fresh, chilled, frozen or dried, whether or not sliced or in the form of pellets
071420|Vegetable roots and tubers; sweet potatoes, with high starch or inulin content, fresh, chilled, frozen or dried, whether or not sliced or in the form of pellets
071430|Vegetable roots and tubers; yams (Dioscorea spp.) with high starch or inulin content, fresh, chilled, frozen or dried, whether or not sliced or in the form of pellets
071440|Vegetable roots and tubers; taro (Colocasia spp.) with high starch or inulin content, fresh, chilled, frozen or dried, whether or not sliced or in the form of pellets
071450|Vegetable roots and tubers; yautia (Xanthosoma spp.) with high starch or inulin content, fresh, chilled, frozen or dried, whether or not sliced or in the form of pellets
071490|Vegetable roots and tubers; arrowroot, salep, Jerusalem artichokes and similar roots and tubers (not manioc, sweet potatoes, yams, taro or yautia), high starch or inulin content, fresh, chilled, frozen, dried, sliced or not, or in pellet form; sago pith
08|Fruit and nuts, edible; peel of citrus fruit or melons
0801|Nuts, edible; coconuts, Brazil nuts and cashew nuts, fresh or dried, whether or not shelled or peeled
080111|Nuts, edible; coconuts, desiccated
080112|Nuts, edible; coconuts, in the inner shell (endocarp)
080119|Nuts, edible; coconuts, fresh or dried, other than desiccated or in the inner shell (endocarp)
080121|Nuts, edible; brazil nuts, fresh or dried, in shell
080122|Nuts, edible; brazil nuts, fresh or dried, shelled
080131|Nuts, edible; cashew nuts, fresh or dried, in shell
080132|Nuts, edible; cashew nuts, fresh or dried, shelled
0802|Nuts (excluding coconuts, Brazils and cashew nuts); fresh or dried, whether or not shelled or peeled
080211|Nuts, edible; almonds, fresh or dried, in shell
080212|Nuts, edible; almonds, fresh or dried, shelled
080221|Nuts, edible; hazelnuts or filberts (corylus spp.), fresh or dried, in shell
080222|Nuts, edible; hazelnuts or filberts (corylus spp.), fresh or dried, shelled
080231|Nuts, edible; walnuts, fresh or dried, in shell
080232|Nuts, edible; walnuts, fresh or dried, shelled
080241|Nuts, edible; chestnuts (Castanea spp.), fresh or dried, in shell
080242|Nuts, edible; chestnuts (Castanea spp.), fresh or dried, shelled
080251|Nuts, edible; pistachios, fresh or dried, in shell
080252|Nuts, edible; pistachios, fresh or dried, shelled
080261|Nuts, edible; macadamia, fresh or dried, in shell
080262|Nuts, edible; macadamia, fresh or dried, shelled
080270|Nuts, edible; kola nuts (Cola spp.), fresh or dried, whether or not shelled or peeled
080280|Nuts, edible; areca nuts, fresh or dried, whether or not shelled or peeled
080291|Nuts, edible; pine nuts, fresh or dried, in shell
080292|Nuts, edible; pine nuts, fresh or dried, shelled
080299|Nuts, edible; n.e.c. in heading 0801 and 0802, fresh or dried, whether or not shelled or peeled
0803|Bananas, including plantains; fresh or dried
080310|Fruit, edible; plantains, fresh or dried
080390|Fruit, edible; bananas, other than plantains, fresh or dried
0804|Dates, figs, pineapples, avocados, guavas, mangoes and mangosteens; fresh or dried
080410|Fruit, edible; dates, fresh or dried
080420|Fruit, edible; figs, fresh or dried
080430|Fruit, edible; pineapples, fresh or dried
080440|Fruit, edible; avocados, fresh or dried
080450|Fruit, edible; guavas, mangoes and mangosteens, fresh or dried
0805|Citrus fruit; fresh or dried
080510|Fruit, edible; oranges, fresh or dried
080521|Fruit, edible; mandarins (including tangerines and satsumas), fresh or dried
080522|Fruit, edible; clementines, fresh or dried
080529|Fruit, edible; tangelos, wilkings and similar citrus hybrid, fresh or dried
080540|Fruit, edible; grapefruit and pomelos, fresh or dried
080550|Fruit, edible; lemons (Citrus limon, Citrus limonum), limes (Citrus aurantifolia, Citrus latifolia), fresh or dried
080590|Fruit, edible; citrus fruit n.e.c. in heading no. 0805, fresh or dried
0806|Grapes; fresh or dried
080610|Fruit, edible; grapes, fresh
080620|Fruit, edible; grapes, dried
0807|Melons (including watermelons) and papaws (papayas); fresh
080711|Fruit, edible; watermelons, fresh
080719|Fruit, edible; melons, other than watermelons, fresh
080720|Fruit, edible; papaws (papayas), fresh
0808|Apples, pears and quinces; fresh
080810|Fruit, edible; apples, fresh
080830|Fruit, edible; pears, fresh
080840|Fruit, edible; quinces, fresh
0809|Apricots, cherries, peaches (including nectarines), plums and sloes, fresh
080910|Fruit, edible; apricots, fresh
080921|Fruit, edible; sour cherries (Prunus cerasus), fresh
080929|Fruit, edible; cherries, other than sour cherries (Prunus cerasus), fresh
080930|Fruit, edible; peaches, including nectarines, fresh
080940|Fruit, edible; plums and sloes, fresh
0810|Fruit, fresh; n.e.c. in chapter 08
081010|Fruit, edible; strawberries, fresh
081020|Fruit, edible; raspberries, blackberries, mulberries, and loganberries, fresh
081030|Fruit, edible; black, white or red currants and gooseberries, fresh
081040|Fruit, edible; cranberries, bilberries and other fruits of the genus vaccinium, fresh
081050|Fruit, edible; kiwifruit, fresh
081060|Fruit, edible; durians, fresh
081070|Fruit, edible; persimmons, fresh
081090|Fruit, edible; fruits n.e.c. in heading no. 0801 to 0810, fresh
0811|Fruit and nuts; uncooked or cooked by steaming or boiling in water, frozen, whether or not containing added sugar or other sweetening matter
081110|Fruit, edible; strawberries, uncooked or cooked by steaming or boiling in water, frozen, whether or not containing added sugar or other sweetening matter
081120|Fruit, edible; raspberries, blackberries, mulberries, loganberries, black, white or red currants and gooseberries, uncooked or cooked, whether or not containing added sugar or other sweetening matter
081190|Fruit, edible; fruit and nuts n.e.c. in heading no. 0811, uncooked or cooked, frozen whether or not containing added sugar or other sweetening matter
0812|Fruit and nuts provisionally preserved, but unsuitable in that state for immediate consumption
081210|Fruit, edible; cherries, provisionally preserved, but unsuitable in that state for immediate consumption
081290|Fruit, edible; fruit and nuts n.e.c. in heading no. 0812, provisionally preserved, but unsuitable in that state for immediate consumption
0813|Fruit, dried, other than that of heading no. 0801 to 0806; mixtures of nuts or dried fruits of this chapter
081310|Fruit, edible; apricots, dried
081320|Fruit, edible; prunes, dried
081330|Fruit, edible; apples, dried
081340|Fruit, edible; fruit n.e.c. in heading no. 0812, dried
081350|Nuts, edible; mixtures of nuts or dried fruits of chapter 08
0814|Peel of citrus fruit or melons (including watermelons); fresh, frozen dried or provisionally preserved in brine, in sulphur water or in other preservative solutions
081400|Peel; of citrus fruit or melons (including watermelons), fresh, frozen, dried or provisionally preserved in brine, in sulphur water and other preservative solutions
09|Coffee, tea, mate and spices
0901|Coffee, whether or not roasted or decaffeinated; husks and skins; coffee substitutes containing coffee in any proportion
090111|Coffee; not roasted or decaffeinated
090112|Coffee; decaffeinated, not roasted
090121|Coffee; roasted, not decaffeinated
090122|Coffee; roasted, decaffeinated
090190|Coffee; husks and skins, coffee substitutes containing coffee in any proportion
0902|Tea
090210|Tea, green; (not fermented), in immediate packings of a content not exceeding 3kg
090220|Tea, green; (not fermented), in immediate packings of a content exceeding 3kg
090230|Tea, black; (fermented) and partly fermented tea, in immediate packings of a content not exceeding 3kg
090240|Tea, black; (fermented) and partly fermented tea, in immediate packings of a content exceeding 3kg
0903|Mate
090300|Mate
0904|Pepper of the genus piper; dried or crushed or ground fruits of the genus capsicum or of the genus pimenta
090411|Spices; pepper (of the genus piper), neither crushed nor ground
090412|Spices; pepper (of the genus piper), crushed or ground
090421|Spices; fruits of the genus Capsicum or Pimenta, dried, neither crushed nor ground
090422|Spices; fruits of the genus Capsicum or Pimenta, crushed or ground
0905|Vanilla
090510|Spices; vanilla, neither crushed nor ground
090520|Spices; vanilla, crushed or ground
0906|Cinnamon and cinnamon-tree flowers
090611|Spices; cinnamon (Cinnamomum zeylanicum Blume), neither crushed nor ground
090619|Spices; cinnamon and cinnamon-tree flowers, other than cinnamon (Cinnamomum zeylanicum Blume), neither crushed nor ground
090620|Spices; cinnamon and cinnamon-tree flowers, crushed or ground
0907|Cloves (whole fruit, cloves and stems)
090710|Spices; cloves (whole fruit, cloves and stems), neither crushed nor ground
090720|Spices; cloves (whole fruit, cloves and stems), crushed or ground
0908|Nutmeg, mace and cardamoms
090811|Spices; nutmeg, neither crushed nor ground
090812|Spices; nutmeg, crushed or ground
090821|Spices; mace, neither crushed nor ground
090822|Spices; mace, crushed or ground
090831|Spices; cardamoms, neither crushed nor ground
090832|Spices; cardamoms, crushed or ground
0909|Seeds of anise, badian, fennel, coriander, cumin, caraway or juniper
090921|Spices; coriander seeds, neither crushed nor ground
090922|Spices; coriander seeds, crushed or ground
090931|Spices; cumin seeds, neither crushed nor ground
090932|Spices; cumin seeds, crushed or ground
090961|Spices; seeds of anise, badian, caraway or fennel; juniper berries, neither crushed nor ground
090962|Spices; seeds of anise, badian, caraway or fennel; juniper berries, crushed or ground
0910|Ginger, saffron, tumeric (curcuma), thyme, bay leaves, curry and other spices
091011|Spices; ginger, neither crushed nor ground
091012|Spices; ginger, crushed or ground
091020|Spices; saffron
091030|Spices; turmeric (curcuma)
091091|Spices; mixtures of 2 or more products of different headings
091099|Spices; n.e.c. in heading no. 0910
10|Cereals
1001|Wheat and meslin
100111|Cereals; wheat and meslin, durum wheat, seed
100119|Cereals; wheat and meslin, durum wheat, other than seed
100191|Cereals; wheat and meslin, other than durum wheat, seed
100199|Cereals; wheat and meslin, other than durum wheat, other than seed
1002|Rye
100210|Cereals; rye, seed
100290|Cereals; rye, other than seed
1003|Barley
100310|Cereals; barley, seed
100390|Cereals; barley, other than seed
1004|Oats
100410|Cereals; oats, seeds
100490|Cereals; oats, other than seed
1005|Maize (corn)
100510|Cereals; maize (corn), seed
100590|Cereals; maize (corn), other than seed
1006|Rice
100610|Cereals; rice in the husk (paddy or rough)
100620|Cereals; husked (brown) rice
100630|Cereals; rice, semi-milled or wholly milled, whether or not polished or glazed
100640|Cereals; rice, broken
1007|Grain sorghum
100710|Cereals; grain sorghum, seed
100790|Cereals; grain sorghum, other than seed
1008|Buckwheat, millet and canary seeds; other cereals
100810|Cereals; buckwheat
100821|Cereals; millet, seed
100829|Cereals; millet, other than seed
100830|Cereals; canary seeds
100840|Cereals; fonio (Digitaria spp.)
100850|Cereals; quinoa (Chenopodium quinoa)
100860|Cereals; triticale
100890|Cereals; n.e.c. in chapter 10
11|Products of the milling industry; malt, starches, inulin, wheat gluten
1101|Wheat or meslin flour
110100|Wheat or meslin flour
1102|Cereal flours; other than of wheat or meslin
110220|Cereal flour; of maize (corn)
110290|Cereal flours; other than wheat, meslin, and maize (corn)
1103|Cereal groats; meal and pellets
110311|Cereal groats and meal; of wheat
110313|Cereal groats and meal; of maize (corn)
110319|Cereal groats and meal; n.e.c. in heading no. 1103
110320|Cereal pellets
1104|Cereal grains otherwise worked (e.g. hulled, rolled, flaked, pearled, sliced or kibbled) except rice of heading no. 1006; germ of cereals whole, rolled, flaked or ground
110412|Cereal grains; rolled or flaked, of oats
110419|Cereal grains; rolled or flaked, other than oats
110422|Cereal grains; worked (e.g. hulled, pearled, sliced or kibbled) of oats
110423|Cereal grains; worked (e.g. hulled, pearled, sliced or kibbled) of maize (corn)
110429|Cereal grains; worked, other than rolled or flaked (e.g. Hulled, pearled, sliced or kibbled) of cereals, excluding oats and maize, and rice of heading no.1006
110430|Cereal; germ of cereals, whole, rolled, flaked or ground
1105|Flour, meal, powder, flakes, granules and pellets of potatoes
110510|Flour, meal and powder; of potatoes
110520|Flakes, granules and pellets; of potatoes
1106|Flour, meal and powder; of the dried leguminous vegetables of heading no. 0713, of sago or of roots or tubers of heading no. 0714 or of the products of chapter 8
110610|Flour, meal and powder; of the dried leguminous vegetables of heading no. 0713
110620|Flour, meal and powder; of sago or of roots or tubers of heading no. 0714
110630|Flour, meal and powder; of the products of chapter 8
1107|Malt; whether or not roasted
110710|Malt; not roasted
110720|Malt; roasted
1108|Starches; inulin
110811|Starch; wheat
110812|Starch; maize (corn) starch
110813|Starch; potato
110814|Starch; manioc (cassava)
110819|Starch; n.e.c. in item no. 1108.11 to 1108.14
110820|Inulin
1109|Wheat gluten; whether or not dried
110900|Wheat gluten; whether or not dried
12|Oil seeds and oleaginous fruits; miscellaneous grains, seeds and fruit, industrial or medicinal plants; straw and fodder
1201|Soya beans, whether or not broken
120110|Soya beans; seed, whether or not broken
120190|Soya beans; other than seed, whether or not broken
1202|Ground-nuts; not roasted or otherwise cooked, whether or not shelled or broken
120230|Ground-nuts; seed, not roasted or otherwise cooked, whether or not shelled or broken
120241|Ground-nuts; other than seed, not roasted or otherwise cooked, in shell
120242|Ground-nuts; other than seed, not roasted or otherwise cooked, shelled, whether or not broken,
1203|Copra
120300|Copra
1204|Oil seeds; linseed, whether or not broken
120400|Oil seeds; linseed, whether or not broken
1205|Rape or colza seeds; whether or not broken
120510|Oil seeds; low erucic acid rape or colza seeds, whether or not broken
120590|Oil seeds; rape or colza seeds, other than low erucic, whether or not broken
1206|Sunflower seeds; whether or not broken
120600|Oil seeds; sunflower seeds, whether or not broken
1207|Oil seeds and oleaginous fruits, n.e.c. in chapter 12; whether or not broken
120710|Oil seeds; palm nuts and kernels, whether or not broken
120721|Oil seeds; cotton seeds, seed, whether or not broken
120729|Oil seeds; cotton seeds, other than seed, whether or not broken
120730|Oil seeds; castor oil seeds, whether or not broken
120740|Oil seeds; sesamum seeds, whether or not broken
120750|Oil seeds; mustard seeds, whether or not broken
120760|Oil seeds; safflower (Carthamus tinctorius) seeds, whether or not broken
120770|Oil seeds; melon seeds, whether or not broken
120791|Oil seeds; poppy seeds, whether or not broken
120799|Oil seeds and oleaginous fruits; n.e.c. in heading no. 1207, whether or not broken
1208|Flours and meals of oil seeds or oleaginous fruits; other than those of mustard
120810|Flours and meals; of soya beans
120890|Flours and meals of oil seeds or oleaginous fruits; excluding soya beans and mustard seeds
1209|Seeds, fruit and spores; of a kind used for sowing
120910|Seed; sugar beet seeds, of a kind used for sowing
120921|Seeds of forage plants; lucerne (alfalfa) seeds, of a kind used for sowing
120922|Seeds of forage plants; clover (Trifolium spp.) seeds, of a kind used for sowing
120923|Seeds of forage plants; fescue seeds, of a kind used for sowing
120924|Seeds of forage plants; Kentucky blue grass (Poa pratensis L.) seeds, of a kind used for sowing
120925|Seeds of forage plants; rye grass (Lolium multiflorum Lam., Lolium perenne L.) seeds, of a kind used for sowing
120929|Seeds of forage plants; other than lucerne, clover, fescue, Kentucky blue grass, and rye grass seeds, of a kind used for sowing
120930|Seeds of herbaceous plants; cultivated principally for their flowers, of a kind used for sowing
120991|Seeds; vegetable seeds, of a kind used for sowing
120999|Seeds; n.e.c. in heading 1209, of a kind used for sowing
1210|Hop cones, fresh or dried, whether or not ground, powdered or in the form of pellets; lupulin
121010|Hop cones; neither ground nor powdered nor in the form of pellets
121020|Hop cones; ground, powdered or in the form of pellets; lupulin
1211|Plants and parts of plants (including seeds and fruits), of a kind used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes, fresh, chilled, frozen or dried, whether or not cut, crushed or powdered
121120|Ginseng roots, of a kind used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes, fresh, chilled, frozen or dried, whether or not cut, crushed or powdered
121130|Coca leaf; of a kind used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes, fresh, chilled, frozen or dried, whether or not cut, crushed or powdered
121140|Poppy straw; of a kind used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes, fresh, chilled, frozen or dried, whether or not cut, crushed or powdered
121150|Ephedra, of a kind used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes, fresh, chilled, frozen or dried, whether or not cut, crushed or powdered
121160|Bark of African cherry (Prunus africana); of a kind used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes, fresh, chilled, frozen or dried, whether or not cut, crushed or powdered
121190|Plants and parts (including seeds and fruits) n.e.c. in heading no. 1211, of a kind used primarily in perfumery, in pharmacy or for insecticidal, fungicidal or similar purposes, fresh, chilled, frozen or dried, whether or not cut, crushed or powdered
1212|Locust beans, seaweeds and other algae, sugar beet, sugar cane, fresh, chilled, frozen or dried, whether or not ground; fruit stones, kernels and other vegetable products (including unroasted chicory roots) used primarily for human consumption, n.e.c.
121221|Seaweeds and other algae; fit for human consumption, fresh, chilled, frozen or dried, whether or not ground
121229|Seaweeds and other algae; not fit for human consumption, fresh, chilled, frozen or dried, whether or not ground
121291|Sugar beet; fit for human consumption, fresh, chilled, frozen or dried, whether or not ground
121292|Locust beans (carob); fit for human consumption, fresh, chilled, frozen or dried, whether or not ground
121293|Sugar cane; fit for human consumption, fresh, chilled, frozen or dried, whether or not ground
121294|Chicory roots (Chicorium intybus sativum); fit for human consumption, fresh, chilled, frozen or dried, whether or not ground
121299|Vegetable products; fit for human consumption, n.e.c. in heading no. 1212, fresh, chilled, frozen or dried, whether or not ground
1213|Cereal straw and husks, unprepared; whether or not chopped, ground, pressed or in the form of pellets
121300|Cereal straw and husks; unprepared, whether or not chopped, ground, pressed or in the form of pellets
1214|Swedes, mangolds, fodder roots, hay, lucerne (alfalfa), clover, sainfoin, forage kale, lupines, vetches and similar forage products, whether or not in the form of pellets
121410|Lucerne (alfalfa) meal and pellets
121490|Forage products including swedes, mangolds, fodder roots, hay, sainfoin, clover, forage kale, lupines, vetches etc., pelletised or otherwise
13|Lac; gums, resins and other vegetable saps and extracts
1301|Lac; natural gums, resins, gum-resins and oleoresins (for example, balsams)
130120|Gum Arabic
130190|Natural gums, resins, gum-resins and oleoresins, n.e.c. in heading no. 1301
1302|Vegetable saps and extracts; pectic substances, pectinates and pectates; agar-agar and other mucilages and thickeners, whether or not modified, derived from vegetable products
130211|Vegetable saps and extracts; opium
130212|Vegetable saps and extracts; of liquorice
130213|Vegetable saps and extracts; of hops
130214|Vegetable saps and extracts; of ephedra
130219|Vegetable saps and extracts; n.e.c. in item no. 1302.1
130220|Pectic substances; pectinates and pectates
130231|Mucilages and thickeners; agar-agar, whether or not modified, derived from vegetable products
130232|Mucilages and thickeners; whether or not modified, derived from locust beans, locust bean seeds or guar seeds
130239|Mucilages and thickeners; whether or not modified, derived from vegetable products, n.e.c. in item no. 1302.3
14|Vegetable plaiting materials; vegetable products not elsewhere specified or included
1401|Vegetable materials of a kind used primarily for plaiting; (e.g. bamboos, rattans, reeds, rushes, osier, raffia, cleaned, bleached or dyed cereal straw and lime bark)
140110|Bamboo used primarily for plaiting
140120|Rattans used primarily for plaiting
140190|Vegetable materials of a kind used primarily for plaiting; n.e.c. in heading no. 1401
1404|Vegetable products not elsewhere specified or included
140420|Vegetable products; cotton linters
140490|Vegetable products; n.e.c. in chapter 14`;
