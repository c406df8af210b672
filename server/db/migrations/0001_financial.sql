CREATE TABLE "areas_receita" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "areas_receita_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_receita_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "categorias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"id_linha_resultado" integer,
	"grupo_dfc" text,
	"ignorada" boolean DEFAULT false NOT NULL,
	"rateavel" boolean DEFAULT false NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorias_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "contas_correntes" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contas_correntes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"banco" text,
	"conta" text,
	CONSTRAINT "contas_correntes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "equipes" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "equipes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "filiais" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "filiais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"cidade" text,
	CONSTRAINT "filiais_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "lancamentos" (
	"id_escritorio" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lancamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_versao" integer NOT NULL,
	"situacao" text NOT NULL,
	"data_competencia" date NOT NULL,
	"data_pagamento" date,
	"valor_centavos" bigint NOT NULL,
	"id_categoria" integer NOT NULL,
	"id_pj" integer,
	"id_profissional" integer,
	"id_area_receita" integer,
	"id_filial" integer,
	"id_equipe" integer,
	"id_conta_corrente" integer,
	"fornecedor" text,
	"descricao" text,
	"origem" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lancamentos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "linhas_resultado" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "linhas_resultado_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"ordem" integer NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linhas_resultado_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "metricas_rateio" (
	"id_escritorio" integer NOT NULL,
	"dimensao" text NOT NULL,
	"id_alvo" integer NOT NULL,
	"peso" integer NOT NULL,
	CONSTRAINT "metricas_rateio_id_escritorio_dimensao_id_alvo_pk" PRIMARY KEY("id_escritorio","dimensao","id_alvo")
);
--> statement-breakpoint
CREATE TABLE "pjs" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pjs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"cnpj" text,
	CONSTRAINT "pjs_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "saldos_dfc" (
	"id_escritorio" integer NOT NULL,
	"id_conta_corrente" integer NOT NULL,
	"mes" date NOT NULL,
	"tipo" text NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"descricao" text,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saldos_dfc_id_escritorio_id_conta_corrente_mes_tipo_pk" PRIMARY KEY("id_escritorio","id_conta_corrente","mes","tipo")
);
--> statement-breakpoint
CREATE TABLE "versoes" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "versoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"linhas" integer NOT NULL,
	"competencia_inicio" date NOT NULL,
	"competencia_fim" date NOT NULL,
	"id_usuario" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_publicacao" timestamp with time zone,
	CONSTRAINT "versoes_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
ALTER TABLE "areas_receita" ADD CONSTRAINT "areas_receita_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_id_escritorio_id_linha_resultado_linhas_resultado_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_linha_resultado") REFERENCES "public"."linhas_resultado"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas_correntes" ADD CONSTRAINT "contas_correntes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipes" ADD CONSTRAINT "equipes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filiais" ADD CONSTRAINT "filiais_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_id_escritorio_id_versao_versoes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_versao") REFERENCES "public"."versoes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_id_escritorio_id_categoria_categorias_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_categoria") REFERENCES "public"."categorias"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linhas_resultado" ADD CONSTRAINT "linhas_resultado_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metricas_rateio" ADD CONSTRAINT "metricas_rateio_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pjs" ADD CONSTRAINT "pjs_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_dfc" ADD CONSTRAINT "saldos_dfc_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldos_dfc" ADD CONSTRAINT "saldos_dfc_id_escritorio_id_conta_corrente_contas_correntes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_conta_corrente") REFERENCES "public"."contas_correntes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versoes" ADD CONSTRAINT "versoes_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_nome_uq" ON "categorias" USING btree ("id_escritorio",lower("nome"));--> statement-breakpoint
CREATE INDEX "lancamentos_dre_idx" ON "lancamentos" USING btree ("id_escritorio","situacao","data_competencia");--> statement-breakpoint
CREATE INDEX "lancamentos_caixa_idx" ON "lancamentos" USING btree ("id_escritorio","situacao","data_pagamento");--> statement-breakpoint
CREATE INDEX "lancamentos_versao_idx" ON "lancamentos" USING btree ("id_escritorio","id_versao");--> statement-breakpoint
CREATE UNIQUE INDEX "linhas_resultado_codigo_uq" ON "linhas_resultado" USING btree ("id_escritorio","codigo");--> statement-breakpoint
CREATE INDEX "versoes_status_idx" ON "versoes" USING btree ("id_escritorio","status");