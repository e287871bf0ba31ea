/** Harmonized System nomenclature, section I: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_01 = `01|Animals; live
0101|Horses, asses, mules and hinnies; live
010121|Horses; live, pure-bred breeding animals
010129|Horses; live, other than pure-bred breeding animals
010130|Asses; live
010190|Mules and hinnies; live
0102|Bovine animals; live
010221|Cattle; live, pure-bred breeding animals
010229|Cattle; live, other than pure-bred breeding animals
010231|Buffalo; live, pure-bred breeding animals
010239|Buffalo; live, other than pure-bred breeding animals
010290|Bovine animals; live, other than cattle and buffalo
0103|Swine; live
010310|Swine; live, pure-bred breeding animals
010391|Swine; live, other than pure-bred breeding animals, weighing less than 50kg
010392|Swine; live, other than pure-bred breeding animals, weighing 50kg or more
0104|Sheep and goats; live
010410|Sheep; live
010420|Goats; live
0105|Poultry; live, fowls of the species Gallus domesticus, ducks, geese, turkeys and guinea fowls
010511|Poultry; live, fowls of the species Gallus domesticus, weighing not more than 185g
010512|Poultry; live, turkeys, weighing not more than 185g
010513|Poultry; live, ducks, weighing not more than 185g
010514|Poultry; live, geese, weighing not more than 185g
010515|Poultry; live, guinea fowls, weighing not more than 185g
010594|Poultry; live, fowls of the species Gallus domesticus, weighing more than 185g
010599|Poultry; live, ducks, geese, turkeys and guinea fowls, weighing more than 185g
0106|Animals; live, n.e.c. in chapter 01
010611|Mammals; live, primates
010612|Mammals; live, whales, dolphins and porpoises (mammals of the order Cetacea); manatees and dugongs (mammals of the order Sirenia); seals, sea lions and walruses (mammals of the suborder Pinnipedia)
010613|Mammals; live, camels and other camelids (Camelidae)
010614|Mammals; live, rabbits and hares
010619|Mammals; live, other than primates, whales, dolphins, porpoises (mammals of the order Cetacea); manatees, dugongs (mammals of the order Sirenia); seals, sea lions, walruses (mammals of the suborder Pinnipedia), camels, other camelids, rabbits and hares
010620|Reptiles; live (including snakes and turtles)
010631|Birds; live, birds of prey
010632|Birds; live, Psittaciformes
010633|Birds; live, ostriches; emus (Dromaius novaehollandiae)
010639|Birds; live, other than birds of prey, Psittaciformes, ostriches and emus (Dromaius novaehollandiae)
010641|Insects; live, bees
010649|Insects; live, other than bees
010690|Animals; live, n.e.c. in chapter 01, other than mammals, reptiles, birds and insects
02|Meat and edible meat offal
0201|Meat of bovine animals; fresh or chilled
020110|Meat; of bovine animals, carcasses and half-carcasses, fresh or chilled
020120|Meat; of bovine animals, cuts with bone in (excluding carcasses and half-carcasses), fresh or chilled
020130|Meat; of bovine animals, boneless cuts, fresh or chilled
0202|Meat of bovine animals; frozen
020210|Meat; of bovine animals, carcasses and half-carcasses, frozen
020220|Meat; of bovine animals, cuts with bone in (excluding carcasses and half-carcasses), frozen
020230|Meat; of bovine animals, boneless cuts, frozen
0203|Meat of swine; fresh, chilled or frozen
020311|Meat; of swine, carcasses and half-carcasses, fresh or chilled
020312|Meat; of swine, hams, shoulders and cuts thereof, with bone in, fresh or chilled
020319|Meat; of swine, n.e.c. in item no. 0203.1, fresh or chilled
020321|Meat; of swine, carcasses and half-carcasses, frozen
020322|Meat; of swine, hams, shoulders and cuts thereof, with bone in, frozen
020329|Meat; of swine, n.e.c. in item no. 0203.2, frozen
0204|Meat of sheep or goats; fresh, chilled or frozen
020410|Meat; of sheep, lamb carcasses and half-carcasses, fresh or chilled
020421|Meat; of sheep, carcasses and half-carcasses (excluding carcasses and half-carcasses of lamb), fresh or chilled
020422|Meat; of sheep (including lamb), cuts with bone in (excluding carcasses and half-carcasses), fresh or chilled
020423|Meat; of sheep (including lamb), boneless cuts, fresh or chilled
020430|Meat; of sheep, lamb carcasses and half-carcasses, frozen
020441|Meat; of sheep, carcasses and half-carcasses (excluding carcasses and half-carcasses of lamb), frozen
020442|Meat; of sheep (including lamb), cuts with bone in (excluding carcasses and half-carcasses), frozen
020443|Meat; of sheep (including lamb), boneless cuts, frozen
020450|Meat; of goats, fresh, chilled or frozen
0205|Meat; of horses, asses, mules or hinnies, fresh, chilled or frozen
020500|Meat; of horses, asses, mules or hinnies, fresh, chilled or frozen
0206|Edible offal of bovine animals, swine, sheep, goats, horses, asses, mules or hinnies; fresh, chilled or frozen
020610|Offal, edible; of bovine animals, fresh or chilled
020621|Offal, edible; of bovine animals, tongues, frozen
020622|Offal, edible; of bovine animals, livers, frozen
020629|Offal, edible; of bovine animals, (other than tongues and livers), frozen
020630|Offal, edible; of swine, fresh or chilled
020641|Offal, edible; of swine, livers, frozen
020649|Offal, edible; of swine, (other than livers), frozen
020680|Offal, edible; of sheep, goats, horses, asses, mules or hinnies, fresh or chilled
020690|Offal, edible; of sheep, goats, horses, asses, mules or hinnies, frozen
0207|Meat and edible offal of poultry; of the poultry of heading no. 0105, (i.e. fowls of the species Gallus domesticus), fresh, chilled or frozen
020711|Meat and edible offal; of fowls of the species Gallus domesticus, not cut in pieces, fresh or chilled
020712|Meat and edible offal; of fowls of the species Gallus domesticus, not cut in pieces, frozen
020713|Meat and edible offal; of fowls of the species Gallus domesticus, cuts and offal, fresh or chilled
020714|Meat and edible offal; of fowls of the species Gallus domesticus, cuts and offal, frozen
020724|Meat and edible offal; of turkeys, not cut in pieces, fresh or chilled
020725|Meat and edible offal; of turkeys, not cut in pieces, frozen
020726|Meat and edible offal; of turkeys, cuts and offal, fresh or chilled
020727|Meat and edible offal; of turkeys, cuts and offal, frozen
020741|Meat and edible offal; of ducks, not cut in pieces, fresh or chilled
020742|Meat and edible offal; of ducks, not cut in pieces, frozen
020743|Meat and edible offal; of ducks, fatty livers (foie gras), fresh or chilled
020744|Meat and edible offal; of ducks, cuts and offal, excluding fatty livers, fresh or chilled
020745|Meat and edible offal; of ducks, cuts and offal, excluding fatty livers, frozen
020751|Meat and edible offal; of geese, not cut in pieces, fresh or chilled
020752|Meat and edible offal; of geese, not cut in pieces, frozen
020753|Meat and edible offal; of geese, fatty livers (foie gras), fresh or chilled
020754|Meat and edible offal; of geese, cuts and offal, excluding fatty livers, fresh or chilled
020755|Meat and edible offal; of geese, cuts and offal, excluding fatty livers, frozen
020760|Meat and edible offal; of guinea fowls, fresh, chilled or frozen
0208|Meat and edible meat offal, n.e.c. in chapter 2; fresh, chilled or frozen
020810|Meat and edible meat offal; of rabbits or hares, fresh, chilled or frozen
020830|Meat and edible meat offal; of primates, fresh, chilled or frozen
020840|Meat and edible meat offal; of whales, dolphins and porpoises (mammals of the order Cetacea); of manatees and dugongs (mammals of the order Sirenia); of seals, sea lions and walruses (mammals of the suborder Pinnipedia), fresh, chilled or frozen
020850|Meat and edible meat offal; of reptiles (including snakes and turtles), fresh, chilled or frozen
020860|Meat and edible meat offal; of camels and other camelids (Camelidae), fresh, chilled or frozen
020890|Meat and edible meat offal; n.e.c. in chapter 2, fresh, chilled or frozen
0209|Pig fat, free of lean meat, and poultry fat, not rendered or otherwise extracted, fresh, chilled, frozen, salted, in brine, dried or smoked
020910|Fat; pig fat, free of lean meat, not rendered or otherwise extracted, fresh, chilled, frozen, salted, in brine, dried or smoked
020990|Fat; poultry fat, not rendered or otherwise extracted, fresh, chilled, frozen, salted, in brine, dried or smoked
0210|Meat and edible meat offal; salted, in brine, dried or smoked; edible flours and meals of meat or meat offal
021011|Meat; salted, in brine, dried or smoked, of swine, hams, shoulders and cuts thereof, with bone in
021012|Meat; salted, in brine, dried or smoked, of swine, bellies (streaky) and cuts thereof
021019|Meat; salted in brine, dried or smoked, of swine, n.e.c. in item no. 0210.1
021020|Meat; salted, in brine, dried or smoked, of bovine animals
021091|Meat and edible meat offal; salted, in brine, dried or smoked, and edible flours and meals of meat or meat offal, of primates
021092|Meat and edible meat offal; salted, in brine, dried or smoked; edible flours, meals of meat or meat offal, of whales, dolphins, porpoises (of order Cetacea); manatees, dugongs (of order Sirenia); seals, sea lions, and walruses (of suborder Pinnipedia)
021093|Meat and edible meat offal; salted, in brine, dried or smoked, and edible flours and meals of meat or meat offal, of reptiles (including snakes and turtles)
021099|Meat and edible meat offal; salted, in brine, dried or smoked, and edible flours and meals of meat or meat offal, other than of primates, whales, dolphins, porpoises, manatees, dugongs, seals, sea lions, walruses, reptiles (including snakes and turtles)
03|Fish and crustaceans, molluscs and other aquatic invertebrates
0301|Fish; live
030111|Fish; live, ornamental, freshwater
030119|Fish; live, ornamental, other than freshwater
030191|Fish; live, trout (Salmo trutta, Oncorhynchus mykiss, Oncorhynchus clarki, Oncorhynchus aguabonita, Oncorhynchus gilae, Oncorhynchus apache and Oncorhynchus chrysogaster)
030192|Fish; live, eels (Anguilla spp.)
030193|Fish; live, carp (Cyprinus spp., Carassius spp., Ctenopharyngodon idellus, Hypophthalmichthys spp., Cirrhinus spp., Mylopharyngodon piceus, Catla catla, Labeo spp., Osteochilus hasselti, Leptobarbus hoeveni, Megalobrama spp.)
030194|Fish; live, Atlantic and Pacific bluefin tunas (Thunnus thynnus, Thunnus orientalis)
030195|Fish; live, southern bluefin tunas (Thunnus maccoyii)
030199|Fish; live, n.e.c. in heading 0301
0302|Fish; fresh or chilled, excluding fish fillets and other fish meat of heading 0304
030211|Fish; fresh or chilled, trout (Salmo trutta, Oncorhynchus mykiss, Oncorhynchus clarki, Oncorhynchus aguabonita, Oncorhynchus gilae, Oncorhynchus apache and Oncorhynchus chrysogaster), excluding fillets, fish meat of 0304, and edible fish offal of 0302.9
030213|Fish; fresh or chilled, Pacific salmon (Oncorhynchus nerka, Oncorhynchus gorbuscha, Oncorhynchus keta, Oncorhynchus tschawytscha, Oncorhynchus kisutch, Oncorhynchus masou, Oncorhynchus rhodurus), not fillets, meat of 0304, and edible fish offal of 0302.9
030214|Fish; fresh or chilled, Atlantic salmon (Salmo salar) and Danube salmon (Hucho hucho), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030219|Fish; fresh or chilled, salmonidae, n.e.c. in item no. 0302.1, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030221|Fish; fresh or chilled, halibut (Reinhardtius hippoglossoides, Hippoglossus hippoglossus, Hippoglossus stenolepis), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030222|Fish; fresh or chilled, plaice (Pleuronectes platessa), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030223|Fish; fresh or chilled, sole (Solea spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030224|Fish; fresh or chilled, turbots (Psetta maxima, Scophthalmidae), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030229|Fish; fresh or chilled, flat fish, n.e.c. in item no. 0302.2, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030231|Fish; fresh or chilled, albacore or longfinned tunas (Thunnus alalunga), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030232|Fish; fresh or chilled, yellowfin tunas (Thunnus albacares), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030233|Fish; fresh or chilled, skipjack tuna (stripe-bellied bonito) (Katsuwonus pelamis), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030234|Fish; fresh or chilled, bigeye tunas (Thunnus obesus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030235|Fish; fresh or chilled, Atlantic and Pacific bluefin tunas (Thunnus thynnus, Thunnus orientalis), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030236|Fish; fresh or chilled, southern bluefin tunas (Thunnus maccoyii), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030239|Fish; fresh or chilled, tuna, n.e.c. in item no. 0302.3, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030241|Fish; fresh or chilled, herrings (Clupea harengus, Clupea pallasii), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030242|Fish; fresh or chilled, anchovies (Engraulis spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030243|Fish; fresh or chilled, sardines (Sardina pilchardus, Sardinops spp.), sardinella (Sardinella spp.), brisling or sprats (Sprattus sprattus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030244|Fish; fresh or chilled, mackerel (Scomber scombrus, Scomber australasicus, Scomber japonicus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030245|Fish; fresh or chilled, jack and horse mackerel (Trachurus spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030246|Fish; fresh or chilled, cobia (Rachycentron canadum), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030247|Fish; fresh or chilled, swordfish (Xiphias gladius), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030249|Fish; fresh or chilled, n.e.c. in item no. 0302.4, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030251|Fish; fresh or chilled, cod (Gadus morhua, Gadus ogac, Gadus macrocephalus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030252|Fish; fresh or chilled, haddock (Melanogrammus aeglefinus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030253|Fish; fresh or chilled, coalfish (Pollachius virens), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030254|Fish; fresh or chilled, hake (Merluccius spp., Urophycis spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030255|Fish; fresh or chilled, Alaska pollock (Theragra chalcogramma), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030256|Fish; fresh or chilled, blue whitings (Micromesistius poutassou, Micromesistius australis),excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030259|Fish; fresh or chilled, n.e.c. in item no. 0302.5, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030271|Fish; fresh or chilled, tilapias (Oreochromis spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030272|Fish; fresh or chilled, catfish (Pangasius spp., Silurus spp., Clarias spp., Ictalurus spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030273|Fish; fresh or chilled, Carp (as specified by the WCO.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030274|Fish; fresh or chilled, eels (Anguilla spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030279|Fish; fresh or chilled, Nile perch (Lates niloticus) and snakeheads (Channa spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030281|Fish; fresh or chilled, dogfish and other sharks, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030282|Fish; fresh or chilled, rays and skates (Rajidae), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030283|Fish; fresh or chilled, toothfish (Dissostichus spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030284|Fish; fresh or chilled, seabass (Dicentrarchus spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030285|Fish; fresh or chilled, seabream (Sparidae), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030289|Fish; fresh or chilled, n.e.c. in heading 0302, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0302.91 to 0302.99
030291|Fish; fresh or chilled, livers, roes and milt
030292|Fish; fresh or chilled, shark fins
030299|Fish; fresh or chilled, fish fins (other than shark fins), heads, tails, maws and other edible fish offal
0303|Fish; frozen, excluding fish fillets and other fish meat of heading 0304
030311|Fish; frozen, Pacific salmon, sockeye salmon (red salmon) (Oncorhynchus nerka), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030312|Fish; frozen, Pacific salmon (Oncorhynchus gorbuscha/keta/tschawytscha/ kisutch/masou/rhodurus) other than sockeye salmon (Oncorhynchus nerka), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030313|Fish; frozen, Atlantic salmon (Salmo salar) and Danube salmon (Hucho hucho), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030314|Fish; frozen, trout (Salmo trutta, Oncorhynchus mykiss, Oncorhynchus clarki, Oncorhynchus aguabonita, Oncorhynchus gilae, Oncorhynchus apache and Oncorhynchus chrysogaster), excluding fillets, meat of 0304, and edible fish offal of 0303.91 to 0303.99
030319|Fish; frozen, salmonidae, n.e.c. in item no. 0303.1, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030323|Fish; frozen, tilapias (Oreochromis spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030324|Fish; frozen, catfish (Pangasius spp., Silurus spp., Clarias spp., Ictalurus spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030325|Fish; frozen, carp (as specified by the WCO), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030326|Fish; frozen, eels (Anguilla spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030329|Fish; frozen, Nile perch (Lates niloticus) and snakeheads (Channa spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030331|Fish; frozen, halibut (Reinhardtius hippoglossoides, Hippoglossus hippoglossus, Hippoglossus stenolepis), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030332|Fish; frozen, plaice (Pleuronectes platessa), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030333|Fish; frozen, sole (Solea spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030334|Fish; frozen, turbots (Psetta maxima, Scophthalmidae), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030339|Fish; frozen, flat fish, n.e.c. in item no. 0303.3, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030341|Fish; frozen, albacore or longfinned tunas (Thunnus alalunga), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030342|Fish; frozen, yellowfin tunas (Thunnus albacares), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030343|Fish; frozen, skipjack tuna (stripe-bellied bonito) (Katsuwonus pelamis), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030344|Fish; frozen, bigeye tunas (Thunnus obesus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030345|Fish; frozen, Atlantic and Pacific bluefin tunas (Thunnus thynnus, Thunnus orientalis), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030346|Fish; frozen, southern bluefin tunas (Thunnus maccoyii), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030349|Fish; frozen, tuna, n.e.c. in item no. 0303.4, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030351|Fish; frozen, herrings (Clupea harengus, Clupea pallasii), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030353|Fish; frozen, sardines (Sardina pilchardus, Sardinops spp.), sardinella (Sardinella spp.), brisling or sprats (Sprattus sprattus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030354|Fish; frozen, mackerel (Scomber scombrus, Scomber australasicus, Scomber japonicus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030355|Fish; frozen, jack and horse mackerel (Trachurus spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030356|Fish; frozen, cobia (Rachycentron canadum), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030357|Fish; frozen, swordfish (Xiphias gladius), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030359|Fish; frozen, n.e.c. in item no. 0303.5, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030363|Fish; frozen, cod (Gadus morhua, Gadus ogac, Gadus macrocephalus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030364|Fish; frozen, haddock (Melanogrammus aeglefinus), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030365|Fish; frozen, coalfish (Pollachius virens), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030366|Fish; frozen, hake (Merluccius spp., Urophycis spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030367|Fish; frozen, Alaska pollock (Theragra chalcogramma), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030368|Fish; frozen, blue whitings (Micromesistius poutassou, Micromesistius australis), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030369|Fish; frozen, of Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae, Melanonidae, Merlucciidae, Moridae, Muraenolepididae, other than cod, haddock, coalfish, hake, Alaska pollack, blue whitings, not fillets, meat of 0304, and edible offal of 0303.9
030381|Fish; frozen, dogfish and other sharks, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030382|Fish; frozen, rays and skates (Rajidae), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030383|Fish; frozen, toothfish (Dissostichus spp.), excluding fillets, livers, roes, and edible fish offal of subheadings 0303.91 to 0303.99
030384|Fish; frozen, seabass (Dicentrarchus spp.), excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030389|Fish; frozen, n.e.c. in heading 0303, excluding fillets, fish meat of 0304, and edible fish offal of subheadings 0303.91 to 0303.99
030391|Fish; frozen, livers, roes and milt
030392|Fish; frozen, shark fins
030399|Fish; frozen, fish fins (other than shark fins), heads, tails, maws and other edible fish offal
0304|Fish fillets and other fish meat (whether or not minced); fresh, chilled or frozen
030431|Fish fillets; fresh or chilled, tilapias (Oreochromis spp.)
030432|Fish fillets; fresh or chilled, catfish (Pangasius spp., Silurus spp., Clarias spp., Ictalurus spp.)
030433|Fish fillets; fresh or chilled, Nile perch (Lates niloticus)
030439|Fish fillets; fresh or chilled, carp (as specified by the WCO), eels (Anguilla spp.), and snakeheads (Channa spp.)
030441|Fish fillets; fresh or chilled, salmon, Pacific (Oncorhynchus nerka, Oncorhynchus gorbuscha, Oncorhynchus keta, Oncorhynchus tschawytscha, Oncorhynchus kisutch, Oncorhynchus masou and Oncorhynchus rhodurus), Atlantic (Salmo salar), Danube (Hucho hucho)
030442|Fish fillets; fresh or chilled, trout (Salmo trutta, Oncorhynchus mykiss, Oncorhynchus clarki, Oncorhynchus aguabonita, Oncorhynchus gilae, Oncorhynchus apache and Oncorhynchus chrysogaster)
030443|Fish fillets; fresh or chilled, flat fish (Pleuronectidae, Bothidae, Cynoglossidae, Soleidae, Scophthalmidae and Citharidae)
030444|Fish fillets; fresh or chilled, of the families Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae, Melanonidae, Merlucciidae, Moridae, and Muraenolepididae
030445|Fish fillets; fresh or chilled, swordfish (Xiphias gladius)
030446|Fish fillets; fresh or chilled, toothfish (Dissostichus spp.)
030447|Fish fillets; fresh or chilled, dogfish and other sharks
030448|Fish fillets; fresh or chilled, rays and skates (Rajidae)
030449|Fish fillets; fresh or chilled, other than fish of heading 0304.4
030451|Fish meat, excluding fillets, whether or not minced; fresh or chilled, tilapias, catfish, carp, eels, Nile perch, and snakeheads
030452|Fish meat, excluding fillets, whether or not minced; fresh or chilled, salmonidae
030453|Fish meat, excluding fillets, whether or not minced; fresh or chilled, of the families Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae, Melanonidae, Merlucciidae, Moridae, and Muraenolepididae
030454|Fish meat, excluding fillets, whether or not minced; fresh or chilled, swordfish (Xiphias gladius)
030455|Fish meat, excluding fillets, whether or not minced; fresh or chilled, toothfish (Dissostichus spp.)
030456|Fish meat; excluding fillets, whether or not minced; fresh or chilled, dogfish and other sharks
030457|Fish meat; excluding fillets, whether or not minced; fresh or chilled, rays and skates (Rajidae)
030459|Fish meat; excluding fillets, whether or not minced; fresh or chilled, of fish n.e.c. in item no. 0304.5
030461|Fish fillets; frozen, tilapias (Oreochromis spp.)
030462|Fish fillets; frozen, catfish (Pangasius spp., Silurus spp., Clarias spp., Ictalurus spp.)
030463|Fish fillets; frozen, Nile Perch (Lates niloticus)
030469|Fish fillets; frozen, carp (Cyprinus/Carassius/Ctenopharyngodon idellus/Hypophthalmichthys/Cirrhinus/Mylopharyngodon piceus/Catla catla/Labeo/Osteochilus hasselti/Leptobarbus hoeveni/Megalobrama), eels (Anguilla) and snakeheads (Channa)
030471|Fish fillets; frozen, cod (Gadus morhua, Gadus ogac, Gadus macrocephalus)
030472|Fish fillets; frozen, haddock (Melanogrammus aeglefinus)
030473|Fish fillets; frozen, coalfish (Pollachius virens)
030474|Fish fillets; frozen, hake (Merluccius spp., Urophycis spp.)
030475|Fish fillets; frozen, Alaska pollock (Theragra chalcogramma)
030479|Fish fillets; frozen, of the families Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae, Melanonidae, Merlucciidae, Moridae and Muraenolepididae other than cod, haddock, coalfish, hake, and Alaska pollock
030481|Fish fillets; frozen, salmon, Pacific (Oncorhynchus nerka, Oncorhynchus gorbuscha, Oncorhynchus keta, Oncorhynchus tschawytscha, Oncorhynchus kisutch, Oncorhynchus masou, Oncorhynchus rhodurus), Atlantic (Salmo salar), and Danube (Hucho hucho)
030482|Fish fillets; frozen, trout (Salmo trutta, Oncorhynchus mykiss, Oncorhynchus clarki, Oncorhynchus aguabonita, Oncorhynchus gilae, Oncorhynchus apache and Oncorhynchus chrysogaster)
030483|Fish fillets; frozen, flat fish (Pleuronectidae, Bothidae, Cynoglossidae, Soleidae, Scophthalmidae and Citharidae)
030484|Fish fillets; frozen, swordfish (Xiphias gladius)
030485|Fish fillets; frozen, toothfish (Dissostichus spp.)
030486|Fish fillets; frozen, herrings (Clupea harengus, Clupea pallasii)
030487|Fish fillets; frozen, tunas (of the genus Thunnus), skipjack tuna (stripe-bellied bonito) (Katsuwonus pelamis)
030488|Fish fillets; frozen, dogfish, other sharks, rays and skates (Rajidae)
030489|Fish fillets; frozen, of fish n.e.c. in heading 0304.8
030491|Fish meat, excluding fillets, whether or not minced; frozen, swordfish (Xiphias gladius)
030492|Fish meat, excluding fillets, whether or not minced; frozen, toothfish (Dissostichus spp.)
030493|Fish meat, excluding fillets, whether or not minced; frozen, tilapias, catfish, carp, eels, Nile perch, and snakeheads
030494|Fish meat, excluding fillets, whether or not minced; frozen, Alaska Pollock (Theragra chalcogramma)
030495|Fish meat, excluding fillets, whether or not minced; frozen, of the families Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae, Melanonidae, Merlucciidae, Moridae and Muraenolepididae, other than Alaska Pollock (Theragra chalcogramma)
030496|Fish meat, excluding fillets, whether or not minced; frozen, dogfish and other sharks
030497|Fish meat, excluding fillets, whether or not minced; frozen, rays and skates (Rajidae)
030499|Fish meat, excluding fillets, whether or not minced; frozen, n.e.c. in item no. 0304.9
0305|Fish, dried, salted or in brine; smoked fish, whether or not cooked before, or during the smoking process
030520|Fish; livers, roes and milt of fish, dried, smoked, salted or in brine
030531|Fish fillets; dried, salted or in brine, but not smoked, tilapias, catfish, carp, eels, Nile perch, and snakeheads
030532|Fish fillets; dried, salted or in brine, but not smoked, of the families Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae, Melanonidae, Merlucciidae, Moridae and Muraenolepididae
030539|Fish fillets; dried, salted or in brine, but not smoked, n.e.c. in item no. 0305.3
030541|Fish; smoked, whether or not cooked before or during smoking, salmon, Pacific (Oncorhynchus nerka, gorbuscha, keta, tschawytscha, kisutch, masou, rhodurus), Atlantic (Salmo salar) and Danube (Hucho hucho), includes fillets, but excludes edible fish offal
030542|Fish; smoked, whether or not cooked before or during smoking, herrings (Clupea harengus, Clupea pallasii), includes fillets, but excludes edible fish offal
030543|Fish; smoked, whether or not cooked before or during smoking, trout (Salmo trutta, Oncorhynchus mykiss/clarki/aguabonita/gilae/apache/chrysogaster), includes fillets, but excludes edible fish offal
030544|Fish; smoked, whether or not cooked before or during smoking, tilapias, catfish, carp, eels, Nile perch, and snakeheads, includes fillets, but excludes edible fish offal
030549|Fish; smoked, whether or not cooked before or during smoking, n.e.c. in item no. 0305.4, includes fillets, but excludes edible fish offal
030551|Fish; dried, whether or not salted but not smoked, other than edible fish offal, cod (Gadus morhua, Gadus ogac, Gadus macrocephalus)
030552|Fish; dried, whether or not salted but not smoked, tilapias, catfish, carp, eels, Nile perch, and snakeheads
030553|Fish; dried, whether or not salted but not smoked, fish of the families Bregmacerotidae, Euclichthyidae, Gadidae, Macrouridae, Melanonidae, Merlucciidae, Moridae and Muraenolepididae, other than cod
030554|Dried herrings, anchovies, sardines, sardinella, brisling or sprats, mackerel (incl Indian, jack, or horse), seerfishes, jacks, crevalles, cobia, silver pomfrets, Pacific saury, scads, capelin, swordfish, Kawakawa, bonitos, marlins, sailfishes, spearfish
030559|Fish; dried, whether or not salted but not smoked, other than edible fish offal, n.e.c. in item no. 0305.5
030561|Fish; salted or in brine, not dried or smoked, other than edible fish offal, herrings (Clupea harengas, Clupea pallasii)
030562|Fish; salted or in brine, not dried or smoked, other than edible fish offal, cod (Gadus morhua, Gadus ogac, Gadus macrocephalus)
030563|Fish; salted or in brine, not dried or smoked, other than edible fish offal, anchovies (Engrails spp.)
030564|Fish; salted or in brine, not dried or smoked, other than edible fish offal, tilapias, catfish, carp, eels, Nile perch, and snakeheads
030569|Fish; salted or in brine, not dried or smoked, other than edible fish offal, n.e.c. in item no. 0305.6
030571|Fish; edible offal, shark fins
030572|Fish; edible offal, fish heads, tails and maws
030579|Fish; edible offal, other than shark fins, fish heads, tails and maws
0306|Crustaceans; in shell or not, live, fresh, chilled, frozen, dried, salted or in brine; smoked, cooked or not before or during smoking; in shell, steamed or boiled, whether or not chilled, frozen, dried, salted or in brine
030611|Crustaceans; frozen, rock lobsters and other sea crawfish (Palinurus spp., Panulirus spp., Jasus spp.), in shell or not, smoked, cooked or not before or during smoking; in shell, cooked by steaming or by boiling in water
030612|Crustaceans; frozen, lobsters (Homarus spp.), in shell or not, smoked, cooked or not before or during smoking; in shell, cooked by steaming or by boiling in water
030614|Crustaceans; frozen, crabs, in shell or not, smoked, cooked or not before or during smoking; in shell, cooked by steaming or by boiling in water
030615|Crustaceans; frozen, Norway lobsters (Nephrops norvegicus), in shell or not, smoked, cooked or not before or during smoking; in shell, cooked by steaming or by boiling in water
030616|Crustaceans; frozen, cold-water shrimps and prawns (Pandalus spp., Crangon crangon), in shell or not, smoked, cooked or not before or during smoking; in shell, cooked by steaming or by boiling in water
030617|Crustaceans; frozen, shrimps and prawns, excluding cold-water varieties, in shell or not, smoked, cooked or not before or during smoking; in shell, cooked by steaming or by boiling in water
030619|Crustaceans; frozen, n.e.c. in item no. 0306.1, in shell or not, smoked, cooked or not before or during smoking; in shell, cooked by steaming or by boiling in water
030631|Crustaceans; live, fresh or chilled, rock lobsters and other sea crawfish (Palinurus spp., Panulirus spp., Jasus spp.), in shell or not
030632|Crustaceans; live, fresh or chilled, lobsters (Homarus spp.), whether in shell or not
030633|Crustaceans; live, fresh or chilled, crabs, whether in shell or not
030634|Crustaceans; live, fresh or chilled, Norway lobsters (Nephrops norvegicus), in shell or not
030635|Crustaceans; live, fresh or chilled, cold-water shrimps and prawns (Pandalus spp., Crangon crangon), in shell or not
030636|Crustaceans; live, fresh or chilled, shrimps and prawns excluding cold-water varieties, in shell or not
030639|Crustaceans; live, fresh or chilled, n.e.c. in item no. 0306.3, in shell or not
030691|Crustaceans; rock lobsters and other sea crawfish (Palinurus spp., Panulirus spp., Jasus spp.), smoked, cooked or not, whether in shell or not, whether or not cooked before or during smoking
030692|Crustaceans; lobsters (Homarus spp.), smoked, cooked or not, whether in shell or not, whether or not cooked before or during smoking
030693|Crustaceans; crabs, smoked, cooked or not, whether in shell or not, whether or not cooked before or during smoking
030694|Crustaceans; Norway lobsters (Nephrops norvegicus), smoked, cooked or not, whether in shell or not, whether or not cooked before or during smoking
030695|Crustaceans; shrimps and prawns, smoked, cooked or not, whether in shell or not, whether or not cooked before or during smoking
030699|Crustaceans; smoked, whole, cooked or not, n.e.c. in item no. 0306.9, in shell or not
0307|Molluscs; whether in shell or not, live, fresh, chilled, frozen, dried, salted or in brine; smoked molluscs, whether in shell or not, whether or not cooked before or during the smoking process
030711|Molluscs; oysters, whether in shell or not, live, fresh or chilled
030712|Molluscs; oysters, whether in shell or not, frozen
030719|Molluscs; oysters, whether in shell or not, dried, salted or in brine, smoked, cooked or not before or during the smoking process
030721|Molluscs; scallops and other molluscs of the family Pectinidae, whether in shell or not, live, fresh or chilled
030722|Molluscs; scallops and other molluscs of the family Pectinidae, whether in shell or not, frozen
030729|Molluscs; scallops and other molluscs of the family Pectinidae, whether in shell or not, dried, salted, in brine, or smoked, cooked or not before or during the smoking process
030731|Molluscs; mussels (Mytilus spp., Perna spp.), whether in shell or not, live, fresh or chilled
030732|Molluscs; mussels (Mytilus spp., Perna spp.), whether in shell or not, frozen
030739|Molluscs; mussels (Mytilus spp., Perna spp.), whether in shell or not, dried, salted, in brine, or smoked, cooked or not before or during the smoking process
030742|Molluscs; cuttle fish and squid, whether in shell or not, live, fresh or chilled
030743|Molluscs; cuttle fish and squid, whether in shell or not, frozen
030749|Molluscs; cuttle fish and squid, whether in shell or not, dried, salted, in brine, or smoked, cooked or not before or during the smoking process
030751|Molluscs; octopus (Octopus spp.), live, fresh or chilled
030752|Molluscs; octopus (Octopus spp.), frozen
030759|Molluscs; octopus (Octopus spp.), dried, salted, in brine, or smoked, cooked or not before or during the smoking process
030760|Molluscs; snails, other than sea snails, whether in shell or not, live, fresh, chilled, frozen, dried, salted, in brine, or smoked, cooked or not before or during the smoking process
030771|Molluscs; clams, cockles and ark shells (families Arcidae, Arcticidae, Cardiidae, Donacidae, Hiatellidae, Mactridae, Mesodesmatidae, Myidae, Semelidae, Solecurtidae, Solenidae, Tridacnidae and Veneridae), whether in shell or not, live, fresh or chilled
030772|Molluscs; clams, cockles, ark shells (Arcidae, Arcticidae, Cardiidae, Donacidae, Hiatellidae, Mactridae, Mesodesmatidae, Myidae, Semelidae, Solecurtidae, Solenidae, Tridacnidae and Veneridae), whether in shell or not, frozen
030779|Molluscs; clams, cockle, ark shells (families Arcidae, Arcticidae, Cardiidae, Donacidae, Hiatellidae, Mactridae, Mesodesmatidae, Myidae, Semelidae, Solecurtidae, Solenidae, Tridacnidae, Veneridae), whether in shell or not, dried, salted, in brine, smoked
030781|Molluscs; abalone (Haliotis spp.), whether in shell or not, live, fresh or chilled
030782|Molluscs; stromboid conchs (Strombus spp.), whether in shell or not, live, fresh or chilled
030783|Molluscs; abalone (Haliotis spp.), whether in shell or not, frozen
030784|Molluscs; stromboid conchs (Strombus spp.), whether in shell or not, frozen
030787|Molluscs; abalone (Haliotis spp.), whether in shell or not, dried, salted, in brine, or smoked, cooked or not before or during the smoking process
030788|Molluscs; stromboid conchs (Strombus spp.), whether in shell or not, dried, salted, in brine, or smoked, cooked or not before or during the smoking process
030791|Molluscs; n.e.c. in heading 0307, whether in shell or not, live or fresh, chilled
030792|Molluscs; n.e.c. in heading 0307, whether in shell or not, frozen
030799|Molluscs; n.e.c. in heading 0307, whether in shell or not, dried, salted, in brine, or smoked, cooked or not before or during the smoking process
0308|Aquatic invertebrates other than crustaceans and molluscs, live, fresh, chilled, frozen, dried, salted or in brine; smoked aquatic invertebrates other than crustaceans and molluscs, whether or not cooked before or during the smoking process
030811|Aquatic invertebrates; sea cucumbers (Stichopus japonicus, Holothuroidea), live, fresh or chilled
030812|Aquatic invertebrates; sea cucumbers (Stichopus japonicus, Holothuroidea), frozen
030819|Aquatic invertebrates; sea cucumbers (Stichopus japonicus, Holothuroidea), dried, salted or in brine, smoked, whether or not cooked before or during the smoking process
030821|Aquatic invertebrates; sea urchins (Strongylocentrotus spp., Paracentrotus lividus, Loxechinus albus, Echinus esculentus), live, fresh or chilled
030822|Aquatic invertebrates; sea urchins (Strongylocentrotus spp., Paracentrotus lividus, Loxechinus albus, Echinus esculentus), frozen
030829|Aquatic invertebrates; sea urchins (Strongylocentrotus spp., Paracentrotus lividus, Loxechinus albus, Echinus esculentus), dried, salted or in brine, smoked, whether or not cooked before or during smoking process
030830|Aquatic invertebrates; jellyfish (Rhopilema spp.), live, fresh, chilled, frozen, dried, salted or in brine, smoked, whether or not cooked before or during smoking
030890|Aquatic invertebrates; other than crustaceans, molluscs, sea urchins, sea cucumbers and jellyfish, live, fresh, chilled, frozen, dried, salted or in brine, smoked, cooked or not before or during smoking
0309|Flours, meals and pellets of fish, crustaceans, molluscs and other aquatic invertebrates, fit for human consumption
030910|Flours, meals and pellets of fish, fit for human consumption
030990|Flours, meals and pellets of crustaceans, molluscs and other aquatic invertebrates, fit for human consumption
04|Dairy produce; birds' eggs; natural honey; edible products of animal origin, not elsewhere specified or included
0401|Milk and cream; not concentrated, not containing added sugar or other sweetening matter
040110|Dairy produce; milk and cream, not concentrated, not containing added sugar or other sweetening matter, of a fat content, by weight, not exceeding 1%
040120|Dairy produce; milk and cream, not concentrated, not containing added sugar or other sweetening matter, of a fat content, by weight, exceeding 1% but not exceeding 6%
040140|Dairy produce; milk and cream, not concentrated, not containing added sugar or other sweetening matter, of a fat content, by weight, exceeding 6% but not exceeding 10%
040150|Dairy produce; milk and cream, not concentrated, not containing added sugar or other sweetening matter, of a fat content, by weight, exceeding 10%
0402|Milk and cream; concentrated or containing added sugar or other sweetening matter
040210|Dairy produce; milk and cream, concentrated or containing added sugar or other sweetening matter, in powder, granules or other solid forms, of a fat content not exceeding 1.5% (by weight)
040221|Dairy produce; milk and cream, concentrated, not containing added sugar or other sweetening matter, in powder, granules or other solid forms, of a fat content exceeding 1.5% (by weight)
040229|Dairy produce; milk and cream, containing added sugar or other sweetening matter, in powder, granules or other solid forms, of a fat content exceeding 1.5% (by weight)
040291|Dairy produce; milk and cream, concentrated, not containing added sugar or other sweetening matter, other than in powder, granules or other solid forms
040299|Dairy produce; milk and cream, containing added sugar or other sweetening matter, other than in powder, granules or other solid forms
0403|Yogurt; buttermilk, curdled milk and cream, kephir and other fermented or acidified milk and cream, whether or not concentrated or containing added sugar or other sweetening matter or flavoured or containing added fruit, nuts or cocoa.
040320|Dairy produce; yoghurt, whether or not concentrated or containing added sugar or other sweetening matter or flavoured or containing added fruit, nuts or cocoa
040390|Dairy produce; buttermilk, curdled milk or cream, kephir, fermented or acidified milk or cream, whether or not concentrated or containing added sweetening, flavouring, fruit, nuts or cocoa (excluding yoghurt)
0404|Whey and products consisting of natural milk constituents; whether or not containing added sugar or other sweetening matter, not elsewhere specified or included
040410|Dairy produce; whey, whether or not concentrated or containing added sugar or other sweetening matter
040490|Dairy produce; natural milk constituents (excluding whey), whether or not containing added sugar or other sweetening matter, n.e.c. in chapter 04
0405|Butter and other fats and oils derived from milk; dairy spreads
040510|Dairy produce; derived from milk, butter
040520|Dairy produce; dairy spreads
040590|Dairy produce; fats and oils derived from milk (other than butter or dairy spreads)
0406|Cheese and curd
040610|Dairy produce; fresh cheese (including whey cheese), not fermented, and curd
040620|Dairy produce; cheese of all kinds, grated or powdered
040630|Dairy produce; cheese, processed (not grated or powdered)
040640|Dairy produce; cheese, blue-veined and other cheese containing veins produced by Penicillium roqueforti (not grated, powdered or processed)
040690|Dairy produce; cheese (not grated, powdered or processed), n.e.c. in heading no. 0406
0407|Birds' eggs, in shell; fresh, preserved or cooked
040711|Birds' eggs, in shell; fresh, fertilised eggs for incubation, of fowls of the species Gallus domesticus (domestic hens)
040719|Birds' eggs, in shell; fresh, fertilised eggs for incubation, other than fowls of the species Gallus domesticus (domestic hens)
040721|Birds' eggs, in shell; fresh, not for incubation, of fowls of the species Gallus domesticus (domestic hens)
040729|Birds' eggs, in shell; fresh, not for incubation, other than fowls of the species Gallus domesticus (domestic hens)
040790|Birds' eggs, in shell; preserved or cooked
0408|Birds' eggs, not in shell; egg yolks, fresh, dried, cooked by steaming or boiling in water, moulded, frozen or otherwise preserved, whether or not containing added sugar or other sweetening matter
040811|Eggs; birds' eggs, yolks, dried, whether or not containing added sugar or other sweetening matter
040819|Eggs; birds' eggs, yolks, fresh, cooked by steaming or by boiling in water, moulded, frozen or otherwise preserved, whether or not containing added sugar or other sweetening matter
040891|Eggs; birds' eggs (not in shell, excluding yolks only), dried, whether or not containing added sugar or other sweetening matter
040899|Eggs; birds' eggs (not in shell, excluding yolks only), fresh, cooked by steaming or boiling in water, moulded, frozen, otherwise preserved, whether or not containing added sugar or other sweetening matter
0409|Honey; natural
040900|Honey; natural
0410|Animal products; insects and other edible products of animal origin, not elsewhere specified or included
041010|Animal products; insects
041090|Animal products; edible products of animal origin, not elsewhere specified or included, other than insects
05|Animal originated products; not elsewhere specified or included
0501|Human hair; unworked, whether or not washed or scoured; waste of human hair
050100|Animal products; hair, human, unworked, whether or not washed or scoured, and waste of human hair
0502|Pigs', hogs' or boars' bristles and hair; and waste thereof
050210|Animal products; hair and bristles, of pigs, hogs or boars, and waste thereof
050290|Animal products; badger hair and other brush making hair and waste of such bristles or hair, n.e.c. in heading no. 0502 (excluding horsehair)
0504|Guts, bladders and stomachs of animals (other than fish); whole and pieces thereof, fresh, chilled, frozen, salted, in brine, dried or smoked
050400|Animal products; guts, bladders and stomachs of animals (other than fish), whole and pieces thereof, fresh, chilled, frozen, salted, in brine, dried or smoked
0505|Skins and other parts of birds with feathers, down; feathers, down and parts thereof; not further worked than cleaned, disinfected, treated for preservation; powder, waste and parts of feathers
050510|Animal products; feathers and down used for stuffing, not further worked than cleaned, disinfected or treated for preservation
050590|Animal products; skins and other parts of birds, feathers and down (not for stuffing), powder and waste of such, not further worked than cleaned, disinfected or treated for preservation
0506|Bones and horn-cores, unworked, defatted, simply prepared (but not cut to shape), treated with acid or degelatinised; powder and waste of these products
050610|Animal products; ossein and bones treated with acid
050690|Animal products; bones and horn-cores and powder or waste of such, unworked, defatted, simply prepared (not cut to shape), or treated with acid or degelatinised, n.e.c. in heading no. 0506
0507|Ivory, tortoise-shell, whalebone and whalebone hair, horns, antlers, hooves, nails, claws and beaks unworked or simply prepared, not cut to shape; waste and powder of these products
050710|Animal products; ivory, unworked or simply prepared but not cut to shape, ivory powder and waste
050790|Animal products; tortoise-shell, whalebone and whalebone hair, horns, antlers, hooves, nails, claws and beaks, unworked or simply prepared but not cut to shape, waste and powder of these products
0508|Coral and similar materials, unworked or simply prepared, shells of molluscs, crustaceans or echinoderms and cuttle-bone, not cut to shape powder and waste thereof
050800|Animal products; coral and similar materials, shells of molluscs, crustaceans, echinoderms, cuttle-bone, unworked or simply prepared but not cut to shape, powder and waste thereof
0510|Ambergris, castoreum, civet and musk; cantharides; bile, dried or not glands, other animal products used in preparation of pharmaceutical products, fresh chilled, frozen or otherwise provisionally preserved
051000|Animal products; ambergris, castoreum, civet, musk, cantharides, bile (dried or not) glands and other animal products, for pharmaceutical purposes, fresh, chilled, frozen or otherwise provisionally preserved
0511|Animal products not elsewhere specified or included; dead animals of chapter 1 or 3, unfit for human consumption
051110|Animal products; bovine semen
051191|Animal products; of fish or crustaceans, molluscs or other aquatic invertebrates; dead animals of chapter 03, unfit for human consumption
051199|Animal products; n.e.c. in chapter 5`;
