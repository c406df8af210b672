CREATE TABLE "bancos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bancos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ispb" text,
	"tarifa_ted_centavos" bigint DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indices_referencia" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "indices_referencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"indice" text NOT NULL,
	"data_referencia" date NOT NULL,
	"taxa_anual" double precision NOT NULL,
	"fator_diario" double precision,
	"dias_uteis" integer,
	"publicado_em" timestamp with time zone,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bancos_codigo_uq" ON "bancos" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "indices_referencia_uq" ON "indices_referencia" USING btree ("indice","data_referencia");