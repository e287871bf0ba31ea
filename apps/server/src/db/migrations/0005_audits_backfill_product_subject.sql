-- Every history entry so far belongs to a product: the product becomes the entry's subject.
UPDATE "audits" SET "subject_type" = 'Product', "subject_id" = "product_id" WHERE "subject_type" IS NULL;
