CREATE TABLE "dataroom_envios" (
	"id_escritorio" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "dataroom_envios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"categoria" text NOT NULL,
	"opcao" text NOT NULL,
	"periodicidade" text NOT NULL,
	"referencia" date NOT NULL,
	"versao" integer NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"enviado_por" integer NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'enviado' NOT NULL,
	"mensagem" text,
	"id_tarefa" uuid,
	CONSTRAINT "dataroom_envios_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id")
);
--> statement-breakpoint
CREATE TABLE "tarefas" (
	"id_escritorio" integer NOT NULL,
	"id" uuid NOT NULL,
	"fila" text NOT NULL,
	"estado" text DEFAULT 'na_fila' NOT NULL,
	"progresso" smallint DEFAULT 0 NOT NULL,
	"etapa" text,
	"mensagem" text,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"criado_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarefas_id_escritorio_id_pk" PRIMARY KEY("id_escritorio","id"),
	CONSTRAINT "tarefas_progresso_ck" CHECK ("tarefas"."progresso" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "dataroom_envios" ADD CONSTRAINT "dataroom_envios_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_envios" ADD CONSTRAINT "dataroom_envios_enviado_por_usuarios_id_interno_fk" FOREIGN KEY ("enviado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_envios" ADD CONSTRAINT "dataroom_envios_id_escritorio_id_tarefa_tarefas_id_escritorio_id_fk" FOREIGN KEY ("id_escritorio","id_tarefa") REFERENCES "public"."tarefas"("id_escritorio","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarefas" ADD CONSTRAINT "tarefas_id_escritorio_escritorios_id_escritorio_fk" FOREIGN KEY ("id_escritorio") REFERENCES "public"."escritorios"("id_escritorio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarefas" ADD CONSTRAINT "tarefas_criado_por_usuarios_id_interno_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id_interno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_envios_versao_uq" ON "dataroom_envios" USING btree ("id_escritorio","categoria","opcao","referencia","versao");--> statement-breakpoint
CREATE INDEX "dataroom_envios_referencia_ix" ON "dataroom_envios" USING btree ("id_escritorio","referencia");--> statement-breakpoint
CREATE UNIQUE INDEX "tarefas_id_uq" ON "tarefas" USING btree ("id");