CREATE TABLE "consolidacoes_mensais" (
	"id_escritorio" integer NOT NULL,
	"competencia" text NOT NULL,
	"estado" text NOT NULL,
	"resumo" jsonb,
	"mensagem" text,
	"id_tarefa" uuid,
	"solicitado_por" integer NOT NULL,
	"solicitado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone,
	CONSTRAINT "consolidacoes_mensais_id_escritorio_competencia_pk" PRIMARY KEY("id_escritorio","competencia")
);
--> statement-breakpoint
CREATE TABLE "dataroom_arquivos" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "dataroom_arquivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"versao" integer NOT NULL,
	"formato" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"descricao" text,
	"enviado_por" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataroom_arquivos_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "escritorio_comentarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_escritorio" integer NOT NULL,
	"comentario" text NOT NULL,
	"autor" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consolidacoes_mensais" ADD CONSTRAINT "consolidacoes_mensais_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consolidacoes_mensais" ADD CONSTRAINT "consolidacoes_mensais_solicitado_por_usuarios_id_interno_fk" FOREIGN KEY ("solicitado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_arquivos" ADD CONSTRAINT "dataroom_arquivos_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_arquivos" ADD CONSTRAINT "dataroom_arquivos_enviado_por_usuarios_id_interno_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escritorio_comentarios" ADD CONSTRAINT "escritorio_comentarios_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escritorio_comentarios" ADD CONSTRAINT "escritorio_comentarios_autor_usuarios_id_interno_fk" FOREIGN KEY ("autor") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_arquivos_versao_uq" ON "dataroom_arquivos" USING btree ("id_escritorio","tipo",lower("nome_arquivo"),"versao");--> statement-breakpoint
CREATE INDEX "escritorio_comentarios_ix" ON "escritorio_comentarios" USING btree ("id_escritorio","criado_em");