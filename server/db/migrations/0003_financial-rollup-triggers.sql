-- Keeps lancamentos_mensais equal to the monthly aggregation of lancamentos, statement by statement
-- (transition tables), inside the writing transaction. Custom migration: drizzle-kit does not model triggers.
CREATE FUNCTION lancamentos_mensais_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lancamentos_mensais AS m (id_escritorio, situacao, id_versao, origem, mes, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, valor_centavos, quantidade)
  SELECT id_escritorio, situacao, id_versao, origem, date_trunc('month', data_competencia::timestamp)::date, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, sum(valor_centavos), count(*)::int
  FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 1, 2, 5, 3, 4, 6, 7, 8, 9, 10, 11
  ON CONFLICT (id_escritorio, situacao, mes, id_versao, origem, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe)
  DO UPDATE SET valor_centavos = m.valor_centavos + excluded.valor_centavos, quantidade = m.quantidade + excluded.quantidade;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lancamentos_mensais_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lancamentos_mensais AS m (id_escritorio, situacao, id_versao, origem, mes, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, valor_centavos, quantidade)
  SELECT id_escritorio, situacao, id_versao, origem, date_trunc('month', data_competencia::timestamp)::date, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, -sum(valor_centavos), -count(*)::int
  FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 1, 2, 5, 3, 4, 6, 7, 8, 9, 10, 11
  ON CONFLICT (id_escritorio, situacao, mes, id_versao, origem, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe)
  DO UPDATE SET valor_centavos = m.valor_centavos + excluded.valor_centavos, quantidade = m.quantidade + excluded.quantidade;
  DELETE FROM lancamentos_mensais WHERE quantidade = 0 AND id_escritorio IN (SELECT DISTINCT id_escritorio FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lancamentos_mensais_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lancamentos_mensais AS m (id_escritorio, situacao, id_versao, origem, mes, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, valor_centavos, quantidade)
  SELECT id_escritorio, situacao, id_versao, origem, date_trunc('month', data_competencia::timestamp)::date, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, -sum(valor_centavos), -count(*)::int
  FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 1, 2, 5, 3, 4, 6, 7, 8, 9, 10, 11
  ON CONFLICT (id_escritorio, situacao, mes, id_versao, origem, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe)
  DO UPDATE SET valor_centavos = m.valor_centavos + excluded.valor_centavos, quantidade = m.quantidade + excluded.quantidade;
  INSERT INTO lancamentos_mensais AS m (id_escritorio, situacao, id_versao, origem, mes, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, valor_centavos, quantidade)
  SELECT id_escritorio, situacao, id_versao, origem, date_trunc('month', data_competencia::timestamp)::date, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, sum(valor_centavos), count(*)::int
  FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 ORDER BY 1, 2, 5, 3, 4, 6, 7, 8, 9, 10, 11
  ON CONFLICT (id_escritorio, situacao, mes, id_versao, origem, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe)
  DO UPDATE SET valor_centavos = m.valor_centavos + excluded.valor_centavos, quantidade = m.quantidade + excluded.quantidade;
  DELETE FROM lancamentos_mensais WHERE quantidade = 0 AND id_escritorio IN (SELECT DISTINCT id_escritorio FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lancamentos_mensais_ins AFTER INSERT ON lancamentos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lancamentos_mensais_on_insert();
--> statement-breakpoint
CREATE TRIGGER lancamentos_mensais_del AFTER DELETE ON lancamentos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lancamentos_mensais_on_delete();
--> statement-breakpoint
CREATE TRIGGER lancamentos_mensais_upd AFTER UPDATE ON lancamentos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lancamentos_mensais_on_update();
--> statement-breakpoint
INSERT INTO lancamentos_mensais (id_escritorio, situacao, id_versao, origem, mes, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, valor_centavos, quantidade)
SELECT id_escritorio, situacao, id_versao, origem, date_trunc('month', data_competencia::timestamp)::date, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, sum(valor_centavos), count(*)::int
FROM lancamentos GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;
