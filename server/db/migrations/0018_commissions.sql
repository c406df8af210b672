CREATE TABLE "comissoes_linhas" (
	"id_escritorio" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "comissoes_linhas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mes" date NOT NULL,
	"id_profissional" integer NOT NULL,
	"id_regra" integer NOT NULL,
	"regra" text NOT NULL,
	"id_area_receita" integer,
	"id_equipe" integer,
	"tipo" text NOT NULL,
	"base_centavos" bigint NOT NULL,
	"percentual_bp" integer NOT NULL,
	"valor_centavos" bigint NOT NULL,
	"observacoes" text NOT NULL,
	CONSTRAINT "comissoes_linhas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "comissoes_meses" (
	"id_escritorio" integer NOT NULL,
	"mes" date NOT NULL,
	"status" text NOT NULL,
	"total_centavos" bigint NOT NULL,
	"id_versao" integer,
	"calculado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"aprovado_em" timestamp with time zone,
	"id_usuario_aprovacao" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "comissoes_meses_id_escritorio_mes_pk" PRIMARY KEY("id_escritorio","mes")
);
--> statement-breakpoint
CREATE TABLE "comissoes_regras" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "comissoes_regras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"id_area_receita" integer,
	"id_profissional" integer,
	"id_equipe" integer,
	"base" text NOT NULL,
	"faixas" jsonb NOT NULL,
	"minimo_centavos" bigint DEFAULT 0 NOT NULL,
	"estorno" boolean DEFAULT true NOT NULL,
	"divisao" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"version" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comissoes_regras_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id"),
	CONSTRAINT "comissoes_regras_um_escopo" CHECK ("comissoes_regras"."id_profissional" is null or "comissoes_regras"."id_equipe" is null),
	CONSTRAINT "comissoes_regras_vigencia" CHECK ("comissoes_regras"."vigencia_fim" is null or "comissoes_regras"."vigencia_fim" >= "comissoes_regras"."vigencia_inicio")
);
--> statement-breakpoint
ALTER TABLE "comissoes_linhas" ADD CONSTRAINT "comissoes_linhas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_linhas" ADD CONSTRAINT "comissoes_linhas_id_escritorio_mes_comissoes_meses_id_escritorio_mes_fk" FOREIGN KEY ("id_escritorio","mes") REFERENCES "public"."comissoes_meses"("id_escritorio","mes") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_meses" ADD CONSTRAINT "comissoes_meses_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_regras" ADD CONSTRAINT "comissoes_regras_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_regras" ADD CONSTRAINT "comissoes_regras_id_escritorio_id_area_receita_areas_receita_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_area_receita") REFERENCES "public"."areas_receita"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_regras" ADD CONSTRAINT "comissoes_regras_id_escritorio_id_profissional_profissionais_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_profissional") REFERENCES "public"."profissionais"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes_regras" ADD CONSTRAINT "comissoes_regras_id_escritorio_id_equipe_equipes_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_equipe") REFERENCES "public"."equipes"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comissoes_linhas_mes_idx" ON "comissoes_linhas" USING btree ("id_escritorio","mes","id_profissional");