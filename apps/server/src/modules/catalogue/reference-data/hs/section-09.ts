/** Harmonized System nomenclature, section IX: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_09 = `44|Wood and articles of wood; wood charcoal
4401|Fuel wood, in logs, billets, twigs, faggots or similar forms; wood in chip or particles; sawdust and wood waste and scrap, whether or not agglomerated in logs, briquettes, pellets or similar forms
440111|Wood; for fuel, in logs, in billets, in twigs, in faggots or similar forms, whether or not agglomerated, coniferous
440112|Wood; for fuel, in logs, in billets, in twigs, in faggots or similar forms, whether or not agglomerated, non-coniferous
440121|Wood; for fuel, in chips or particles, coniferous, whether or not agglomerated
440122|Wood; for fuel, in chips or particles, non-coniferous, whether or not agglomerated
440131|Wood; for fuel, sawdust and wood waste and scrap, agglomerated in wood pellets
440132|Wood; for fuel, sawdust and wood waste and scrap, agglomerated in wood briquettes
440139|Wood; for fuel, sawdust and wood waste and scrap, agglomerated in logs or similar forms, other than wood pellets or wood briquettes
440141|Wood; for fuel, sawdust and wood waste and scrap, not agglomerated; sawdust
440149|Wood; for fuel, sawdust and wood waste and scrap, not agglomerated and not including sawdust
4402|Wood charcoal (including shell or nut charcoal), whether or not agglomerated
440210|Wood; charcoal of bamboo, whether or not agglomerated
440220|Wood; charcoal of nut or shell, whether or not agglomerated
440290|Wood; charcoal of wood other than bamboo, nut or shell, whether or not agglomerated
4403|Wood in the rough, whether or not stripped of bark or sapwood, or roughly squared
440311|Wood; coniferous species, in the rough, whether or not stripped of bark or sapwood, or roughly squared; treated with paint, stains, creosote or other preservatives
440312|Wood; non-coniferous species, in the rough, whether or not stripped of bark or sapwood, or roughly squared; treated with paint, stains, creosote or other preservatives
440321|Wood; coniferous species, of pine (Pinus spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which the smallest cross-sectional dimension is 15 cm or more
440322|Wood; coniferous species, of pine (Pinus spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which any cross-sectional dimension is less than 15 cm
440323|Wood; coniferous species, of fir (Abies spp.) and spruce (Picea spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which the smallest cross-sectional dimension is 15 cm or more
440324|Wood; coniferous species, of fir (Abies spp.) and spruce (Picea spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which any cross-sectional dimension is less than 15 cm
440325|Wood; coniferous species n.e.c. in headings 4403.21 or 4403.23, in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which the smallest cross-sectional dimension is 15 cm or more
440326|Wood; coniferous species n.e.c in headings 4403.22 or 4403.24, in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which any cross-sectional dimension is less than 15 cm
440341|Wood, tropical; as specified in Subheading Note 2 to this Chapter, dark red meranti, light red meranti and meranti bakau, in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated
440342|Wood, tropical; teak, in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated
440349|Wood, tropical; other than dark red meranti, light red meranti meranti bakau and teak, in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated
440391|Wood; oak, in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated
440393|Wood; of beech (Fagus spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which the smallest cross-sectional dimension is 15 cm or more
440394|Wood; of beech (Fagus spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which any cross-sectional dimension is less than 15 cm
440395|Wood; of birch (Betula spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which the smallest cross-sectional dimension is 15 cm or more
440396|Wood; of birch (Betula spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, of which any cross-sectional dimension is less than 15 cm
440397|Wood; of poplar and aspen (Populus spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated
440398|Wood; of eucalyptus (Eucalyptus spp.), in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated
440399|Wood; in the rough, whether or not stripped of bark or sapwood, or roughly squared, untreated, n.e.c. in heading no. 4403
4404|Hoopwood; split poles; piles, pickets, stakes of wood, pointed, not sawn lengthwise; wooden sticks, roughly trimmed, not turned, bent, etc., suitable for walking sticks, umbrellas, tool handles, etc.
440410|Wood; coniferous, split poles, piles, pickets, stakes, pointed but not sawn lengthwise; sticks for umbrellas, tool handles etc, roughly trimmed but not turned or bent; chipwood etc, hoopwood
440420|Wood; non-coniferous, split poles, piles, pickets, stakes, pointed but not sawn lengthwise; sticks for umbrellas, tool handles etc, roughly trimmed but not turned or bent; chipwood etc, hoopwood
4405|Wood wool; wood flour
440500|Wood; wood wool and wood flour
4406|Railway or tramway sleepers (cross-ties) of wood
440611|Wood; railway or tramway sleepers (cross-ties), not impregnated, coniferous
440612|Wood; railway or tramway sleepers (cross-ties), not impregnated, non-coniferous
440691|Wood; railway or tramway sleepers (cross-ties), impregnated, coniferous
440692|Wood; railway or tramway sleepers (cross-ties), impregnated, non-coniferous
4407|Wood sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, of a thickness exceeding 6mm
440711|Wood; coniferous species, of pine (Pinus spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, of a thickness exceeding 6mm
440712|Wood; coniferous species, of fir (Abies spp.) and spruce (Picea spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, of a thickness exceeding 6mm
440713|Wood; coniferous species, of S-P-F (spruce (Picea spp.), pine (Pinus spp.) and fir (Abies spp.)), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, of a thickness exceeding 6mm
440714|Wood; coniferous species, of Hem-fir (western hemlock (Tsuga heterophylla) and fir (Abies spp.))
440719|Wood; coniferous species, other than of pine (Pinus spp.) or fir (Abies spp.) or spruce (Picea spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, of a thickness exceeding 6mm
440721|Wood, tropical; as specified in Subheading Note 2 to this Chapter, mahogany (Swietenia spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440722|Wood, tropical; virola, imbuia and balsa, sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440723|Wood, tropical; teak, sawn or chipped lengthwise, sliced or peeled, planed, square dressed, structural, thicker than 6mm
440725|Wood, tropical; dark red meranti, light red meranti and meranti bakau, sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440726|Wood, tropical; white lauan, white meranti, white seraya, yellow meranti and alan, sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440727|Wood, tropical; sapelli, sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440728|Wood, tropical; iroko, sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440729|Wood, tropical, n.e.c. in item no. 4407.2, sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, of a thickness exceeding 6mm
440791|Wood; oak (Quercus spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440792|Wood; beech (Fagus spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440793|Wood; maple (Acer spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440794|Wood; cherry (Prunus spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440795|Wood; ash (Fraxinus spp.), sawn or chipped lengthwise, sliced or peeled, whether or not planed, sanded or finger-jointed, thicker than 6mm
440796|Wood; of birch (Betula spp.), sawn or chipped lengthwise, sliced or peeled, of a thickness exceeding 6mm, whether or not planed, sanded or finger-jointed
440797|Wood; of poplar and aspen (Populus spp.), sawn or chipped lengthwise, sliced or peeled, of a thickness exceeding 6mm, whether or not planed, sanded or finger-jointed
440799|Wood; sawn or chipped lengthwise, sliced or peeled, of a thickness exceeding 6mm, whether or not planed, sanded or finger-jointed, n.e.c. in heading no. 4407
4408|Sheets for veneering (including those obtained by slicing laminated wood), for plywood or for similar laminated wood and other wood, sawn lengthwise, sliced or peeled, planed or not, sanded, spliced or end-jointed, of a thickness not exceeding 6 mm
440810|Wood; coniferous, sheets for veneering (including those obtained by slicing laminated wood), for plywood or similar laminated wood and other wood, sawn lengthwise, sliced or peeled, planed or not, sanded, spliced or end-jointed, not over 6 mm thick
440831|Wood, tropical; as specified in Subheading Note 2 to this Chapter, dark red meranti, light red meranti, meranti bakau, sheets for veneer, plywood or other wood, sawn lengthwise, sliced or peeled, planed or not, sanded or end-jointed, not thicker than 6mm
440839|Wood, of tropical wood; as in Subheading note 2 to this Chapter, n.e.c. in heading no. 4408.31, sheets for veneer or plywood, other wood sawn length wise, sliced or peeled, whether or not planed, sanded or end-jointed, not thicker than 6mm
440890|Wood; n.e.c. in heading no. 4408, sheets for veneer or plywood, other wood sawn lengthwise, sliced or peeled, whether or not planed, sanded or end-jointed, not exceeding 6mm in thickness
4409|Wood (including strips, friezes for parquet flooring, not assembled), continuously shaped (tongued, grooved, v-jointed, beaded or the like) along any edges, ends or faces, whether or not planed, sanded or end-jointed
440910|Wood; coniferous (including unassembled strips and friezes for parquet flooring), continuously shaped along any edges, ends or faces, whether or not planed, sanded or end-jointed
440921|Wood; bamboo (including unassembled strips and friezes for parquet flooring), continuously shaped along any edges, ends or faces, whether or not planed, sanded or end-jointed
440922|Wood; tropical (including unassembled strips and friezes for parquet flooring), continuously shaped along any edges, ends or faces, whether or not planed, sanded or end-jointed
440929|Wood; non-coniferous, other than bamboo or tropical wood, (including unassembled strips and friezes for parquet flooring), continuously shaped along any edges, ends or faces, whether or not planed, sanded or end-jointed
4410|Particle board, oriented strand board (OSB) and similar board (e.g. waferboard) of wood or other ligneous materials, whether or not agglomerated with resins or other organic binding substances
441011|Particle board of wood, whether or not agglomerated with resins or other organic binding substances
441012|Oriented strand board (OSB) of wood, whether or not agglomerated with resins or other organic binding substances
441019|Wafer board and similar board of wood n.e.c. in item no. 4410.1, whether or not agglomerated with resins or other organic binding substances
441090|Particle board, oriented strand board (OSB) and similar board of ligneous materials other than wood, whether or not agglomerated with resins or other organic binding substances
4411|Fibreboard of wood or other ligneous materials, whether or not bonded with resins or other organic substances
441112|Medium density fibreboard (MDF), of a thickness not exceeding 5 mm
441113|Medium density fibreboard (MDF), of a thickness exceeding 5 mm but not exceeding 9 mm
441114|Medium density fibreboard (MDF), of a thickness exceeding 9 mm
441192|Fibreboard (other than MDF) of a density exceeding 0.8g/cm3, of wood or other ligneous materials, bonded or not with resins or other organic substances
441193|Fibreboard (other than MDF) of a density exceeding 0.5g/cm3 but not 0.8g/cm3, of wood or other ligneous materials, bonded or not with resins or other organic substances
441194|Fibreboard (other than MDF) of a density not exceeding 0.5g/cm3, of wood or other ligneous materials, bonded or not with resins or other organic substances
4412|Plywood, veneered panels and similar laminated wood
441210|Plywood, veneered panels and similar laminated wood; of bamboo
441231|Plywood; consisting only of sheets of wood (not bamboo), each ply 6mm or thinner, with at least one outer ply of tropical wood
441233|Plywood; with sheets of wood only; not bamboo; each ply 6mm or less, with at least one outer ply of alder, ash, beech, birch, cherry, chestnut, elm, eucalyptus, hickory, horse chestnut, lime, maple, oak, plane, poplar, aspen, robinia, tulipwood or walnut
441234|Plywood; consisting only of sheets of wood (not bamboo), each ply 6mm or thinner, with at least one outer ply of non-coniferous wood not listed in subheading 4412.33
441239|Plywood; consisting only of sheets of wood (not bamboo), each ply 6mm or thinner, with both outer plies of coniferous wood
441241|Plywood, veneered panels and similar laminated wood; laminated veneered lumber (LVL); with at least one outer ply of tropical wood
441242|Laminated veneered lumber (LVL); with at least one outer ply of non-coniferous wood
441249|Laminated veneered lumber (LVL); with both outer plies of coniferous wood
441251|Blockboard, laminboard and battenboard; with at least one outer layer of tropical wood
441252|Blockboard, laminboard and battenboard; with at least one outer ply of non-coniferous wood, (not containing particle board)
441259|Blockboard, laminboard and battenboard; with both outer plies of coniferous wood
441291|Plywood; n.e.c. in heading 4412, with at least one outer ply of tropical wood
441292|Plywood; n.e.c. in heading 4412, with at least one outer ply of non-coniferous wood
441299|Plywood; n.e.c. in heading 4412, with both outer plies of coniferous wood
4413|Densified wood, in blocks, plates, strips or profile shapes
441300|Wood; densified wood, in blocks, plates, strips or profile shapes
4414|Wooden frames; for paintings, photographs, mirrors or similar objects
441410|Wooden frames; for paintings, photographs, mirrors or similar objects; of tropical wood
441490|Wooden frames; for paintings, photographs, mirrors or similar objects; not of tropical wood
4415|Packing cases, boxes, crates, drums and similar packings, of wood; cable-drums of wood; pallets, box pallets and other load boards, of wood; pallet collars of wood
441510|Wood; cases, boxes, crates, drums, similar packings and cable-drums
441520|Wood; pallets, box pallets and other load boards; pallet collars
4416|Casks, barrels, vats, tubs and other coopers' products and parts thereof, of wood, including staves
441600|Wood; casks, barrels, vats, tubs and other coopers' products and parts thereof, of wood, including staves
4417|Tools, tool bodies, tool handles, broom or brush bodies and handles, of wood; boot or shoe lasts and trees, of wood
441700|Wood; tools, tool bodies, tool handles, broom or brush bodies and handles, boot and shoe lasts and trees, of wood
4418|Builders' joinery and carpentry of wood, including cellular wood panels, assembled flooring panels, shingles and shakes
441811|Wood; windows, French-windows and their frames; of tropical wood
441819|Wood; windows, French-windows and their frames; (of other than tropical wood)
441821|Wood; doors and their frames and thresholds, of tropical wood;
441829|Wood; doors and their frames and thresholds, (of other than tropical wood)
441830|wood; posts and beams other than products of subheadings 4418.81 to 4418.89
441840|Wood; shuttering for concrete constructional work
441850|Wood; shingles and shakes
441873|Wood; assembled flooring panels, of bamboo or with at least the top layer (wear layer) of bamboo
441874|Wood; assembled flooring panels, not of bamboo or with at least the top layer (wear layer) of bamboo, for mosaic floors
441875|Wood; assembled flooring panels, not of bamboo or with at least the top layer (wear layer) of bamboo, multilayer
441879|Wood; assembled flooring panels, n.e.c in headings 4418.73, 4418.74 or 4418.75
441881|Wood; engineered structural timber products, glue-laminated timber (glulam)
441882|Wood; engineered structural timber products, cross-laminated timber (CLT or X-lam)
441883|Wood; engineered structural timber products, I beams
441889|Wood; engineered structural timber products, other than glue-laminated timber (glulam), cross-laminated timber (CLT or X-lam), or I beams
441891|Wood; builders' joinery and carpentry of wood n.e.c. in heading no. 4418, of bamboo
441892|Wood; builders' joinery and carpentry of wood n.e.c. in heading no. 4418, cellular wood panels
441899|Wood; builders' joinery and carpentry of wood n.e.c. in heading no. 4418, other than of bamboo or cellular wood panels
4419|Tableware and kitchenware, of wood
441911|Tableware and kitchenware, of wood; of bamboo, bread boards, chopping boards and similar boards
441912|Tableware and kitchenware, of wood; of bamboo, chopsticks
441919|Tableware and kitchenware, of wood; of bamboo, n.e.c. in heading 4419
441920|Tableware and kitchenware, of wood; of tropical wood
441990|Tableware and kitchenware, of wood; not of bamboo or tropical wood
4420|Wood marquetry and inlaid wood; caskets and cases for jewellery or cutlery, and similar articles of wood; statuettes and other ornaments of wood; wooden articles of furniture not falling in chapter 94
442011|Wood; statuettes and other ornaments, of tropical wood
442019|Wood; statuettes and other ornaments, of other than tropical wood
442090|Wood; marquetry and inlaid wood, caskets and cases for jewellery or cutlery and similar articles of wood, wooden articles of furniture not falling in chapter 94
4421|Wooden articles n.e.c. in heading no. 4414 to 4420
442110|Wood; clothes hangers
442120|Wood; coffins
442191|Wood; of bamboo, articles n.e.c. in heading no. 4414 to 4420 (excluding clothes hangers)
442199|Wood; not of bamboo, articles n.e.c. in heading no. 4414 to 4420 (excluding clothes hangers)
45|Cork and articles of cork
4501|Natural cork, raw or simply prepared; waste cork; crushed, granulated or ground cork
450110|Cork; natural cork, raw or simply prepared
450190|Cork; waste cork, crushed, granulated or ground cork
4502|Natural cork, debacked or roughly squared, or in rectangular (including square) blocks, plates, sheets or strip, (including sharp-edged blanks for corks or stoppers)
450200|Cork; natural cork, debacked or roughly squared, or in rectangular (including square) blocks, plates, sheets or strip, (including sharp-edged blanks for corks or stoppers)
4503|Cork; articles of natural cork
450310|Cork; corks and stoppers, of natural cork
450390|Cork; articles of natural cork other than corks and stoppers
4504|Agglomerated cork (with or without a binding substance) and articles of agglomerated cork
450410|Cork; blocks, plates, sheets and strip, tiles of any shape, solid cylinders (including discs), of agglomerated cork (with or without a binding substance)
450490|Cork; articles of agglomerated cork (with or without a binding substance), n.e.c. in heading no. 4504
46|Manufactures of straw, esparto or other plaiting materials; basketware and wickerwork
4601|Plaits and similar products of plaiting materials, assembled into strips or not; plaiting materials, plaits and the like bound together in parallel strands or woven in sheet form, finished articles or not
460121|Plaiting materials, plaits and similar products of plaiting materials; mats, matting and screens, of bamboo
460122|Plaiting materials, plaits and similar products of plaiting materials; mats, matting and screens, of rattan
460129|Plaiting materials, plaits and similar products of plaiting materials; mats, matting and screens, of vegetable materials other than bamboo or rattan
460192|Plaiting materials, plaits and similar products of plaiting materials; (not mats, matting or screens), of bamboo
460193|Plaiting materials, plaits and similar products of plaiting materials; (not mats, matting or screens), of rattan
460194|Plaiting materials, plaits and similar products of plaiting materials; (not mats, matting or screens), of vegetable materials other than bamboo or rattan
460199|Plaiting materials, plaits and similar products of plaiting materials; products of non-vegetable materials
4602|Basketwork, wickerwork and other articles, made directly to shape from plaiting materials or made up from goods of heading no. 4601; articles of loofah
460211|Basketwork, wickerwork and other articles; of bamboo, made directly to shape from plaiting materials or made up from goods of heading no. 4601
460212|Basketwork, wickerwork and other articles; of rattan, made directly to shape from plaiting materials or made up from goods of heading no. 4601
460219|Basketwork, wickerwork and other articles; of vegetable materials (not bamboo or rattan), made directly to shape from plaiting materials or made up from goods of heading no. 4601; articles of loofah
460290|Basketwork, wickerwork and other articles; of non-vegetable materials, made directly to shape from plaiting materials or made up from goods of heading no. 4601`;
