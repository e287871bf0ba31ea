ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_team_id_teams_id_fk";
