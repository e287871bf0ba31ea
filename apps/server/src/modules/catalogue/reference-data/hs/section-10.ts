/** Harmonized System nomenclature, section X: chapters, headings (4 digits) and subheadings (6 digits) as `code|description` lines. Source: datasets/harmonized-system (ODC-PDDL). */
export const HS_SECTION_10 = `47|Pulp of wood or other fibrous cellulosic material; recovered (waste and scrap) paper or paperboard
4701|Wood pulp, mechanical wood pulp
470100|Wood pulp; mechanical wood pulp
4702|Chemical wood pulp, dissolving grades
470200|Wood pulp; chemical wood pulp, dissolving grades
4703|Chemical wood pulp, soda or sulphate, other than dissolving grades
470311|Wood pulp; chemical wood pulp, soda or sulphate, (other than dissolving grades), unbleached, of coniferous wood
470319|Wood pulp; chemical wood pulp, soda or sulphate, (other than dissolving grades), unbleached, of non-coniferous wood
470321|Wood pulp; chemical wood pulp, soda or sulphate, (other than dissolving grades), semi-bleached or bleached, of coniferous wood
470329|Wood pulp; chemical wood pulp, soda or sulphate, (other than dissolving grades), semi-bleached or bleached, of non-coniferous wood
4704|Chemical wood pulp, sulphite, other than dissolving grades
470411|Wood pulp; chemical wood pulp, sulphite, (other than dissolving grades), unbleached, of coniferous wood
470419|Wood pulp; chemical wood pulp, sulphite, (other than dissolving grades), unbleached, of non-coniferous wood
470421|Wood pulp; chemical wood pulp, sulphite, (other than dissolving grades), semi-bleached or bleached, of coniferous wood
470429|Wood pulp; chemical wood pulp, sulphite, (other than dissolving grades), semi-bleached or bleached, of non-coniferous wood
4705|Wood pulp obtained by a combination of mechanical and chemical pulping processes
470500|Wood pulp; obtained by a combination of mechanical and chemical pulping processes
4706|Pulps of fibres derived from recovered (waste and scrap) paper or paperboard or of other fibrous cellulosic material
470610|Pulp; cotton linters pulp
470620|Pulp; of fibres derived from recovered (waste and scrap) paper or paperboard
470630|Pulp; of bamboo
470691|Pulp; of fibrous cellulosic material, other than of bamboo or fibres derived from recovered (waste and scrap) paper or paperboard or from cotton linters pulp, mechanical
470692|Pulp; of fibrous cellulosic material, other than of bamboo or fibres derived from recovered (waste and scrap) paper or paperboard or from cotton linters pulp, chemical
470693|Pulp; of fibrous cellulosic material, other than of bamboo or fibres derived from recovered (waste and scrap) paper or paperboard or from cotton linters pulp, obtained by a combination of mechanical and chemical processes
4707|Waste and scrap of paper and paperboard
470710|Paper or paperboard; waste and scrap, of unbleached kraft paper or paperboard or corrugated paper or paperboard
470720|Paper or paperboard; waste and scrap, paper or paperboard made mainly of bleached chemical pulp, not coloured in the mass
470730|Paper or paperboard; waste and scrap, paper or paperboard made mainly of mechanical pulp (e.g. newspapers, journals and similar printed matter)
470790|Paper or paperboard; waste and scrap, of paper or paperboard n.e.c. in heading no. 4707 and of unsorted waste and scrap
48|Paper and paperboard; articles of paper pulp, of paper or paperboard
4801|Newsprint, in rolls or sheets
480100|Newsprint; made of fibres obtained essentially by a chemi-mechanical process or of a weight, per m2, of more than 57g but not more than 65g, in rolls or sheets
4802|Uncoated paper and paperboard, used for writing, printing or other graphics, non perforated punch-cards and punch tape paper, in rolls or rectangular sheets, of any size, other than paper of heading 4801 or 4803; hand-made paper and paperboard
480210|Hand-made paper or paperboard
480220|Uncoated paper and paperboard (not 4801 or 4803); of a kind used as a base for photo-sensitive, heat-sensitive or electro-sensitive paper or paperboard, in rolls or sheets
480240|Uncoated paper and paperboard (not 4801 or 4803); wallpaper base, in rolls or sheets
480254|Uncoated paper and paperboard (not 4801 or 4803); printing, writing or graphic, 10% or less by weight of mechanical or chemi-mechanical processed fibre, weighing less than 40g/m2, in rolls or sheets
480255|Uncoated paper and paperboard (not 4801 or 4803); printing, writing or graphic, 10% or less by weight of mechanical or chemi-mechanical processed fibre, weighing 40g/m2 to 150g/m2, in rolls
480256|Uncoated paper and paperboard (not 4801 or 4803); printing, writing or graphic, 10% or less by weight of mechanical or chemi-mechanical processed fibre, weight 40-150g/m2, in sheets 435mm or less by 297mm or less (unfolded)
480257|Uncoated paper and paperboard (not 4801 or 4803); printing, writing or graphic, 10% or less by weight of mechanical or chemi-mechanical processed fibre, weight 40-150g/m2, n.e.c. in item no. 4802.55 or 4802.56
480258|Uncoated paper and paperboard (not 4801 or 4803); printing, writing or graphic, 10% or less by weight of mechanical or chemi-mechanical processed fibre, weighing more than 150g/m2
480261|Uncoated paper and paperboard (not 4801 or 4803); over 10% by weight of mechanical or chemi-mechanical processed fibre, in rolls
480262|Uncoated paper and paperboard (not 4801 or 4803); over 10% by weight of mechanical or chemi-mechanical processed fibre, in sheets 435mm or less by 297mm or less (unfolded)
480269|Uncoated paper and paperboard (not 4801 or 4803); over 10% by weight of mechanical or chemi-mechanical processed fibre, other than rolls, other than sheets 435mm or less by 297mm or less (unfolded)
4803|Tissue, towel, napkin stock or similar; for household or sanitary uses, cellulose wadding, webs of cellulose fibres, in rolls over 36cm in width or rectangular sheets with one side exceeding 36cm when unfolded
480300|Tissue, towel, napkin stock or similar; for household or sanitary use, cellulose, wadding webs of cellulose fibres, in rolls exceeding 36cm in width or rectangular sheets with one side more than 36cm in unfolded state
4804|Uncoated kraft paper and paperboard, in rolls or sheets, other than that of heading no. 4802 or 4803
480411|Kraft paper and paperboard; kraftliner, uncoated, unbleached, in rolls or sheets, other than that of heading no. 4802 or 4803
480419|Kraft paper and paperboard; kraftliner, uncoated, bleached, in rolls or sheets, other than that of heading no. 4802 or 4803
480421|Kraft paper and paperboard; sack kraft paper, uncoated, unbleached, in rolls or sheets, other than that of heading no. 4802 or 4803
480429|Kraft paper and paperboard; sack kraft paper, uncoated, bleached, in rolls or sheets, other than that of heading no. 4802 or 4803
480431|Kraft paper and paperboard; uncoated, unbleached, weight 150g/m2 or less, in rolls or sheets, other than that of heading no. 4802 or 4803
480439|Kraft paper and paperboard; uncoated, bleached, weight 150g/m2 or less, in rolls or sheets, other than that of heading no. 4802 or 4803
480441|Kraft paper and paperboard; uncoated, unbleached, weight more than 150g/m2 but less than 225g/m2, in rolls or sheets, other than that of heading no. 4802 or 4803
480442|Kraft paper and paperboard; uncoated, weight between 150 and 225g/m2, bleached uniformly throughout, more than 95% of total fibre content consists of chemically processed wood fibres, in rolls or sheets
480449|Kraft paper and paperboard; uncoated, weight more than 150g/m2 but less than 225g/m2, in rolls or sheets, n.e.c. in item no. 4804.4, other than that of heading no. 4802 or 4803
480451|Kraft paper and paperboard; uncoated, unbleached, weight 225g/m2 or more, in rolls or sheets, other than that of heading no. 4802 or 4803
480452|Kraft paper and paperboard; uncoated, weight 225g/m2 or more, bleached uniformly throughout, more than 95% of total fibre content consists of chemically processed wood fibres, in rolls or sheets
480459|Kraft paper and paperboard; uncoated, weight 225g/m2 or more, in rolls or sheets, n.e.c. in item no. 4804.5, other than that of heading no. 4802 or 4803
4805|Uncoated paper and paperboard n.e.c., in rolls or sheets
480511|Paper and paperboard; uncoated, semi-chemical fluting paper, rolls or sheets
480512|Paper and paperboard; uncoated, straw fluting paper, rolls or sheets
480519|Paper and paperboard; uncoated, fluting paper other than semi-chemical or straw, rolls or sheets
480524|Paper & paperboard; uncoated, testliner (recycled linerboard), weight 150g/m2, or less, in rolls or sheets
480525|Paper & paperboard; uncoated, testliner (recycled linerboard), weight over 150g/m2, in rolls or sheets
480530|Paper and paperboard; sulphite wrapping paper, uncoated, in rolls or sheets
480540|Paper and paperboard; filter paper and paperboard, uncoated, in rolls or sheets
480550|Paper and paperboard; felt paper and paperboard, uncoated, in rolls or sheets
480591|Paper and paperboard; uncoated, weight 150g/m2 or less, in rolls or sheets, n.e.c. in heading no.4805
480592|Paper and paperboard; uncoated, weight more than 150g/m2 but less than 225 g/m2, in rolls or sheets, n.e.c. in heading no. 4805
480593|Paper and paperboard; uncoated, weight 225/m2 or more, in rolls or sheets, n.e.c. in heading no. 4805
4806|Vegetable parchment, greaseproof papers, tracing papers, glassine and other glazed transparent or translucent papers, in rolls or sheets
480610|Paper; vegetable parchment, in rolls or sheets
480620|Paper; greaseproof papers, in rolls or sheets
480630|Paper; tracing papers, in rolls or sheets
480640|Paper; glassine and other glazed transparent or translucent papers, in rolls or sheets
4807|Composite paper and paperboard, (made by sticking layers together with an adhesive), not surface-coated or impregnated, whether or not internally reinforced, in rolls or sheets
480700|Paper and paperboard; composite (made by sticking layers together with an adhesive), not surface-coated or impregnated, whether or not internally reinforced, in rolls or sheets
4808|Paper and paperboard, corrugated (with or without glued flat surface sheets), creped, crinkled, embossed or perforated, in rolls or sheets other than paper of the kind described in heading 4803
480810|Paper and paperboard; corrugated, whether or not perforated, in rolls or sheets, other than paper of heading 4803
480840|Paper and paperboard; kraft paper, creped or crinkled, whether or not embossed or perforated, in rolls or sheets, other than paper of heading 4803
480890|Paper and paperboard; other than corrugated (with or without glued flat surface sheets) or kraft paper, creped or crinkled, whether or not embossed or perforated, in rolls or sheets, other than paper of heading 4803
4809|Carbon paper, self copy paper, and other copying or transfer papers (including coated or impregnated paper for duplicator stencils or offset plates), whether or not printed, in rolls or sheets
480920|Paper; self-copy paper, whether or not printed, in rolls or sheets
480990|Paper; carbon paper and other copying or transfer papers (including coated or impregnated paper for duplicator stencils or offset plates), whether or not printed, in rolls or sheets
4810|Paper and paperboard, coated one or both sides with kaolin (china clay) or inorganic substances, with binder or not, no other coating, surface coloured or not, surface decorated or printed, in rolls or rectangular (including square) sheets, of any size
481013|Paper and paperboard; coated with kaolin or other inorganic substances, for printing & writing, graphics, containing no, or not more than 10% by weight of total fibres obtained by mechanical or chemi-mechanical process, in rolls
481014|Paper and paperboard; coated with kaolin or other inorganic substances, for printing/writing/graphics, having 10% or less by weight of total fibres got mechanical/chemi-mechanical process, sheets, sides 435mm or less by 297mm or less, unfolded,
481019|Paper and paperboard; coated with kaolin or other inorganic substances, for printing/writing/graphics, having 10% or less by weight of total fibres got by mechanical/chemi-mechanical process, sides exceeding 435mm and 297mm, unfolded, sheets
481022|Paper and paperboard; coated with kaolin or other inorganic substances only, having more than 10% of mechanical or chemi-mechanical processed fibres, for writing, printing or other graphic purposes, light-weight coated paper, in rolls or sheets
481029|Paper and paperboard; coated with kaolin or other inorganic substances only, having more than 10% of mechanically processed fibres, (excluding light-weight paper), for writing, printing or other graphic purposes, in rolls or sheets
481031|Kraft paper and paperboard; uniformly bleached throughout, coated with inorganic substances, more than 95% of chemically processed wood fibres, weight 150g/m2 or less, for non-graphic purposes, in rolls or sheets
481032|Kraft paper and paperboard; uniformly bleached throughout, coated with inorganic substances, more than 95% of chemically processed wood fibres, weight more than 150g/m2, for non-graphic purposes, in rolls or sheets
481039|Kraft paper and paperboard; coated with kaolin or other inorganic substances only, for non-graphic purposes, n.e.c. in item no. 4810.31 and 4810.32, in rolls or sheets
481092|Paper and paperboard; multi-ply, coated with kaolin or other inorganic substances only, for non-graphic purposes, n.e.c. in heading no. 4810, in rolls or sheets
481099|Paper and paperboard; coated with inorganic substances only, whether or not surface-coloured, surface-decorated or printed, n.e.c. in heading no. 4810, in rolls or sheets
4811|Paper, paperboard, cellulose wadding and webs of cellulose fibres, coated, impregnated, covered, surface-coloured, decorated or printed, rolls or sheets, other than goods of heading no. 4803, 4809, or 4810
481110|Paper and paperboard; tarred, bituminised or asphalted, in rolls or sheets, other than goods of heading no. 4803, 4809, or 4810
481141|Paper and paperboard; self-adhesive, in rolls or sheets, other than goods of heading no. 4803, 4809, or 4810
481149|Paper and paperboard; gummed or adhesive paper and paperboard (excluding self-adhesive), in rolls or sheets, other than goods of heading no. 4803, 4809, or 4810
481151|Paper and paperboard; coated, impregnated or covered with plastics (excluding adhesives), bleached, weighing more than 150g/m2, other than goods of heading no. 4803, 4809, or 4810
481159|Paper and paperboard; coated, impregnated or covered with plastics (excluding adhesives), other than bleached and weighing more than 150g/m2, other than goods of heading no. 4803, 4809, or 4810
481160|Paper and paperboard; coated, impregnated or covered with wax, paraffin wax, stearin, oil or glycerol, other than goods of heading no. 4803, 4809, or 4810
481190|Paper, paperboard, cellulose wadding and webs of soft cellulose fibres; coated, impregnated, covered, surface-decorated or surface-coloured, n.e.c. in heading no. 4811, in rolls or sheets
4812|Filter blocks, slabs and plates of paper pulp
481200|Paper pulp; filter blocks, slabs and plates of paper pulp
4813|Cigarette paper, whether or not cut to size or in the form of booklets or tubes
481310|Paper, cigarette; in the form of booklets or tubes
481320|Paper, cigarette; in rolls of a width not exceeding 5cm
481390|Paper, cigarette; (other than in rolls of a width not exceeding 5cm, or in booklets or tubes)
4814|Wallpaper and similar wall coverings; window transparencies of paper
481420|Wallpaper and similar wall coverings; coated or covered on the face side, with a grained, embossed, coloured, design-printed or otherwise decorated layer of plastics
481490|Wallpaper and similar wall coverings and window transparencies of paper; n.e.c. in heading 4814
4816|Carbon paper, self-copy paper and other copying or transfer papers, (other than those of heading no. 4809), duplicator stencils and offset plates, of paper whether or not put up in boxes
481620|Paper; self-copy paper (other than those of heading no. 4809), whether or not put up in boxes
481690|Paper; carbon paper and other copying or transfer papers (other than those of heading no. 4809), n.e.c. in item no. 4816.20
4817|Envelopes, letter cards, plain postcards and correspondence cards, of paper, paperboard; boxes, pouches, wallets and writing compendiums, of paper or paperboard containing assortment of paper stationery
481710|Paper and paperboard; envelopes
481720|Paper and paperboard; letter cards, plain postcards and correspondence cards
481730|Paper and paperboard; boxes, pouches, wallets and writing compendiums containing an assortment of paper stationery
4818|Toilet paper, width 36cm or less or cut to size/shape; handkerchiefs, tissues, towels, serviettes, bed sheets and similar household or hospital articles, apparel and clothing accessories of paper pulp, paper, cellulose wadding or webs of cellulose fibres
481810|Paper articles; toilet paper
481820|Paper articles; handkerchiefs, cleansing or facial tissues and towels
481830|Paper articles; tablecloths and serviettes, of paper, cellulose wadding or fibres
481850|Paper articles; apparel and clothing accessories of paper, cellulose wadding or fibres
481890|Paper articles; articles of paper, cellulose wadding or fibres, n.e.c. in heading no. 4818
4819|Cartons, boxes, cases, bags and the like, of paper, paperboard, cellulose wadding or fibres; box files, letter trays and the like, of paper or paperboard, of a kind used in offices, shops or the like
481910|Paper and paperboard; cartons, boxes and cases, of corrugated paper or paperboard
481920|Paper and paperboard; folding cartons, boxes and cases, of non-corrugated paper or paperboard
481930|Paper and paperboard; sacks and bags of paper, paperboard, cellulose wadding or fibres, having a base of a width of 40cm or more
481940|Paper and paperboard; sacks and bags, including cones, of paper, paperboard, cellulose wadding or fibres, having a base width less than 40cm
481950|Paper and paperboard; packing containers, including record sleeves, of paper, paperboard, cellulose wadding or fibres, n.e.c. in heading no. 4819
481960|Paper and paperboard; box files, letter trays, storage boxes and similar articles, used in offices, shops or the like of paper, paperboard, cellulose wadding or webs of cellulose fibres
4820|Registers, account books, diaries and similar; albums for samples or collections, of paper or paperboard
482010|Paper and paperboard; registers, account books, note books, order books, receipt books, letter pads, memorandum pads, diaries and similar articles
482020|Paper and paperboard; exercise books
482030|Paper and paperboard; binders, folders and file covers
482040|Paper and paperboard; manifold business forms and interleaved carbon sets
482050|Paper and paperboard; albums for samples or for collections
482090|Paper or paperboard; stationery n.e.c. in heading no. 4820
4821|Paper or paperboard labels of all kinds, whether or not printed
482110|Paper and paperboard; labels or all kinds, printed
482190|Paper and paperboard; labels of all kinds, unprinted
4822|Bobbins, spools, cops and similar supports of paper pulp, paper or paperboard (whether or not perforated or hardened)
482210|Paper pulp, paper or paperboard; bobbins, spools, cops and similar supports, of a kind used for winding textile yarn (whether or not perforated or hardened)
482290|Paper pulp, paper or paperboard; bobbins, spools, cops and similar supports, other than of a kind used for winding textile yarn (whether or not perforated or hardened)
4823|Paper, paperboard, cellulose wadding and webs of cellulose fibres; cut to size or shape, articles of paper pulp, paper and paper-board, cellulose wadding or webs of cellulose fibres, n.e.c. in chapter 48
482320|Paper and paperboard; filter paper and paperboard
482340|Paper and paperboard; rolls, sheets and dials, printed for self-recording apparatus
482361|Paper and paperboard; trays, dishes, plates, cups and the like, of bamboo paper or paperboard
482369|Paper and paperboard; trays, dishes, plates, cups and the like, of paper or paperboard other than of bamboo
482370|Paper pulp; moulded or pressed articles or paper pulp
482390|Paper pulp, paper, paperboard, cellulose wadding or webs of cellulose fibres; articles n.e.c. in heading no. 4823
49|Printed books, newspapers, pictures and other products of the printing industry; manuscripts, typescripts and plans
4901|Printed books, brochures, leaflets and similar printed matter, whether or not in single sheets
490110|Printed matter; in single sheets, whether or not folded
490191|Printed matter; dictionaries, encyclopaedias and serial instalments thereof
490199|Printed matter; books, brochures, leaflets and similar printed matter n.e.c. in item no. 4901.10 or 4901.91
4902|Newspapers, journals and periodicals, whether or not illustrated or containing advertising material
490210|Newspapers, journals and periodicals; whether or not illustrated or containing advertising material, appearing at least four times a week
490290|Newspapers, journals and periodicals; whether or not illustrated or containing advertising material, appearing less frequently than four times a week
4903|Children's picture, drawing or colouring books
490300|Printed matter; children's picture, drawing or colouring books
4904|Music, printed or in manuscript, whether or not bound or illustrated
490400|Music; printed or in manuscript, whether or not bound or illustrated
4905|Maps and hydrographic or similar charts of all kinds, including atlases, wall maps, topographical plans and globes, printed
490520|Maps and hydrographic or similar charts; printed in book form, including atlases, topographical plans and similar
490590|Maps and hydrographic or similar charts; (printed other than in book form), including wall maps, topographical plans and similar
4906|Plans and drawings; for architectural, engineering, industrial, commercial, topographical or similar, being originals drawn by hand; hand-written texts; photo- graphic reproductions; their carbon copies
490600|Plans and drawings; for architectural, engineering, industrial, commercial, topographical or similar, being originals drawn by hand; hand-written texts; photo- graphic reproductions; their carbon copies
4907|Unused postage, revenue or similar stamps of current or new issue in the country in which they have, or will have, a recognised face value; stamp-impressed paper; cheque forms; banknotes, stock, share or bond certificates and the like of similar title
490700|Unused postage, revenue or similar stamps of current or new issue in the country in which they have, or will have, a recognised face value; stamp-impressed paper; cheque forms; banknotes, stock, share or bond certificates and the like of similar title
4908|Transfers (decalcomanias)
490810|Printed matter; transfers (decalcomanias), vitrifiable
490890|Printed matter; transfers (decalcomanias), other than vitrifiable
4909|Printed or illustrated postcards; printed cards bearing personal greetings, messages or announcements, whether or not illustrated, with or without envelopes or trimmings
490900|Printed or illustrated postcards; printed cards bearing personal greetings, messages or announcements, whether or not illustrated, with or without envelopes or trimmings
4910|Calendars of any kind, printed, including calendar blocks
491000|Calendars; printed, of any kind, including calendar blocks
4911|Printed matter, n.e.c., including printed pictures and photographs
491110|Printed matter; trade advertising material, commercial catalogues and the like
491191|Printed matter; pictures, designs and photographs, n.e.c. in item no. 4911.10
491199|Printed matter; n.e.c. in heading no. 4911`;
